/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usage_Sharing_IncludedInputs */

const en_usage_sharing_included = /** @type {(inputs: Usage_Sharing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sharing included`)
};

const de_usage_sharing_included = /** @type {(inputs: Usage_Sharing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilen enthalten`)
};

const fr_usage_sharing_included = /** @type {(inputs: Usage_Sharing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage inclus`)
};

const nl_usage_sharing_included = /** @type {(inputs: Usage_Sharing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen inbegrepen`)
};

const es_usage_sharing_included = /** @type {(inputs: Usage_Sharing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compartir incluido`)
};

const en_xa2_usage_sharing_included = /** @type {(inputs: Usage_Sharing_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕíñĝ íñçļüðéð one]`)
};

/**
* | output |
* | --- |
* | "Sharing included" |
*
* @param {Usage_Sharing_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_sharing_included = /** @type {((inputs?: Usage_Sharing_IncludedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_Sharing_IncludedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_sharing_included(inputs)
	if (locale === "fr") return fr_usage_sharing_included(inputs)
	if (locale === "nl") return nl_usage_sharing_included(inputs)
	if (locale === "es") return es_usage_sharing_included(inputs)
	if (locale === "en-XA") return en_xa2_usage_sharing_included(inputs)
	return en_usage_sharing_included(inputs)
});