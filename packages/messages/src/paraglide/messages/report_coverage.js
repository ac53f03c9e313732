/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_CoverageInputs */

const en_report_coverage = /** @type {(inputs: Report_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage`)
};

const de_report_coverage = /** @type {(inputs: Report_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abdeckung`)
};

const fr_report_coverage = /** @type {(inputs: Report_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Couverture`)
};

const nl_report_coverage = /** @type {(inputs: Report_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dekking`)
};

const es_report_coverage = /** @type {(inputs: Report_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura`)
};

const en_xa2_report_coverage = /** @type {(inputs: Report_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöṽéŕáĝé ]`)
};

/**
* | output |
* | --- |
* | "Coverage" |
*
* @param {Report_CoverageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_coverage = /** @type {((inputs?: Report_CoverageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_CoverageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_coverage(inputs)
	if (locale === "fr") return fr_report_coverage(inputs)
	if (locale === "nl") return nl_report_coverage(inputs)
	if (locale === "es") return es_report_coverage(inputs)
	if (locale === "en-XA") return en_xa2_report_coverage(inputs)
	return en_report_coverage(inputs)
});