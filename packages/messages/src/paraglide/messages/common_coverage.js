/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_CoverageInputs */

const en_common_coverage = /** @type {(inputs: Common_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage`)
};

const de_common_coverage = /** @type {(inputs: Common_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abdeckung`)
};

const fr_common_coverage = /** @type {(inputs: Common_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture`)
};

const nl_common_coverage = /** @type {(inputs: Common_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dekking`)
};

const es_common_coverage = /** @type {(inputs: Common_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura`)
};

const en_xa2_common_coverage = /** @type {(inputs: Common_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöṽéŕáĝé ]`)
};

/**
* | output |
* | --- |
* | "Coverage" |
*
* @param {Common_CoverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_coverage = /** @type {((inputs?: Common_CoverageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_CoverageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_coverage(inputs)
	if (locale === "fr") return fr_common_coverage(inputs)
	if (locale === "nl") return nl_common_coverage(inputs)
	if (locale === "es") return es_common_coverage(inputs)
	if (locale === "en-XA") return en_xa2_common_coverage(inputs)
	return en_common_coverage(inputs)
});