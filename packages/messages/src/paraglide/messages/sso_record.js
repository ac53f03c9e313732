/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_RecordInputs */

const en_sso_record = /** @type {(inputs: Sso_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TXT record`)
};

const de_sso_record = /** @type {(inputs: Sso_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TXT-Eintrag`)
};

const fr_sso_record = /** @type {(inputs: Sso_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enregistrement TXT`)
};

const nl_sso_record = /** @type {(inputs: Sso_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`TXT-record`)
};

const es_sso_record = /** @type {(inputs: Sso_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Registro TXT`)
};

const en_xa2_sso_record = /** @type {(inputs: Sso_RecordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŢẊŢ ŕéçöŕð o]`)
};

/**
* | output |
* | --- |
* | "TXT record" |
*
* @param {Sso_RecordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_record = /** @type {((inputs?: Sso_RecordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_RecordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_record(inputs)
	if (locale === "fr") return fr_sso_record(inputs)
	if (locale === "nl") return nl_sso_record(inputs)
	if (locale === "es") return es_sso_record(inputs)
	if (locale === "en-XA") return en_xa2_sso_record(inputs)
	return en_sso_record(inputs)
});