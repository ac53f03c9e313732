/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Usage_IncludedInputs */

const en_usage_included = /** @type {(inputs: Usage_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Included`)
};

const de_usage_included = /** @type {(inputs: Usage_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enthalten`)
};

const fr_usage_included = /** @type {(inputs: Usage_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inclus`)
};

const nl_usage_included = /** @type {(inputs: Usage_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inbegrepen`)
};

const es_usage_included = /** @type {(inputs: Usage_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Incluido`)
};

const en_xa2_usage_included = /** @type {(inputs: Usage_IncludedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñçļüðéð ]`)
};

/**
* | output |
* | --- |
* | "Included" |
*
* @param {Usage_IncludedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_included = /** @type {((inputs?: Usage_IncludedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Usage_IncludedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_usage_included(inputs)
	if (locale === "fr") return fr_usage_included(inputs)
	if (locale === "nl") return nl_usage_included(inputs)
	if (locale === "es") return es_usage_included(inputs)
	if (locale === "en-XA") return en_xa2_usage_included(inputs)
	return en_usage_included(inputs)
});