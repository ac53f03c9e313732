/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_DescriptionInputs */

const en_common_description = /** @type {(inputs: Common_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const de_common_description = /** @type {(inputs: Common_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschreibung`)
};

const fr_common_description = /** @type {(inputs: Common_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Description`)
};

const nl_common_description = /** @type {(inputs: Common_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beschrijving`)
};

const es_common_description = /** @type {(inputs: Common_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Descripción`)
};

const en_xa2_common_description = /** @type {(inputs: Common_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéšçŕíþţíöñ o]`)
};

/**
* | output |
* | --- |
* | "Description" |
*
* @param {Common_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_description = /** @type {((inputs?: Common_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_description(inputs)
	if (locale === "fr") return fr_common_description(inputs)
	if (locale === "nl") return nl_common_description(inputs)
	if (locale === "es") return es_common_description(inputs)
	if (locale === "en-XA") return en_xa2_common_description(inputs)
	return en_common_description(inputs)
});