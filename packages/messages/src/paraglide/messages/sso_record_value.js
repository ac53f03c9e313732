/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Record_ValueInputs */

const en_sso_record_value = /** @type {(inputs: Sso_Record_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Value`)
};

const de_sso_record_value = /** @type {(inputs: Sso_Record_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert`)
};

const fr_sso_record_value = /** @type {(inputs: Sso_Record_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valeur`)
};

const nl_sso_record_value = /** @type {(inputs: Sso_Record_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waarde`)
};

const es_sso_record_value = /** @type {(inputs: Sso_Record_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Valor`)
};

const en_xa2_sso_record_value = /** @type {(inputs: Sso_Record_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽáļüé ]`)
};

/**
* | output |
* | --- |
* | "Value" |
*
* @param {Sso_Record_ValueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_record_value = /** @type {((inputs?: Sso_Record_ValueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Record_ValueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_record_value(inputs)
	if (locale === "fr") return fr_sso_record_value(inputs)
	if (locale === "nl") return nl_sso_record_value(inputs)
	if (locale === "es") return es_sso_record_value(inputs)
	if (locale === "en-XA") return en_xa2_sso_record_value(inputs)
	return en_sso_record_value(inputs)
});