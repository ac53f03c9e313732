/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sso_Record_NameInputs */

const en_sso_record_name = /** @type {(inputs: Sso_Record_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const de_sso_record_name = /** @type {(inputs: Sso_Record_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name`)
};

const fr_sso_record_name = /** @type {(inputs: Sso_Record_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nom`)
};

const nl_sso_record_name = /** @type {(inputs: Sso_Record_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naam`)
};

const es_sso_record_name = /** @type {(inputs: Sso_Record_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre`)
};

const en_xa2_sso_record_name = /** @type {(inputs: Sso_Record_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñáɱé ]`)
};

/**
* | output |
* | --- |
* | "Name" |
*
* @param {Sso_Record_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_record_name = /** @type {((inputs?: Sso_Record_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sso_Record_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sso_record_name(inputs)
	if (locale === "fr") return fr_sso_record_name(inputs)
	if (locale === "nl") return nl_sso_record_name(inputs)
	if (locale === "es") return es_sso_record_name(inputs)
	if (locale === "en-XA") return en_xa2_sso_record_name(inputs)
	return en_sso_record_name(inputs)
});