/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Record_TypeInputs */

const en_sso_record_type = /** @type {(inputs: Sso_Record_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const de_sso_record_type = /** @type {(inputs: Sso_Record_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Typ`)
};

const fr_sso_record_type = /** @type {(inputs: Sso_Record_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const nl_sso_record_type = /** @type {(inputs: Sso_Record_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Type`)
};

const es_sso_record_type = /** @type {(inputs: Sso_Record_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tipo`)
};

const en_xa2_sso_record_type = /** @type {(inputs: Sso_Record_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţýþé ]`)
};

/**
* | output |
* | --- |
* | "Type" |
*
* @param {Sso_Record_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_record_type = /** @type {((inputs?: Sso_Record_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Record_TypeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_record_type(inputs)
	if (locale === "fr") return fr_sso_record_type(inputs)
	if (locale === "nl") return nl_sso_record_type(inputs)
	if (locale === "es") return es_sso_record_type(inputs)
	if (locale === "en-XA") return en_xa2_sso_record_type(inputs)
	return en_sso_record_type(inputs)
});