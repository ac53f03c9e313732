/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_GapsInputs */

const en_report_gaps = /** @type {(inputs: Report_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gaps`)
};

const de_report_gaps = /** @type {(inputs: Report_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lücken`)
};

const fr_report_gaps = /** @type {(inputs: Report_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écarts`)
};

const nl_report_gaps = /** @type {(inputs: Report_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hiaten`)
};

const es_report_gaps = /** @type {(inputs: Report_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Brechas`)
};

const en_xa2_report_gaps = /** @type {(inputs: Report_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝáþš ]`)
};

/**
* | output |
* | --- |
* | "Gaps" |
*
* @param {Report_GapsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_gaps = /** @type {((inputs?: Report_GapsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_GapsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_gaps(inputs)
	if (locale === "fr") return fr_report_gaps(inputs)
	if (locale === "nl") return nl_report_gaps(inputs)
	if (locale === "es") return es_report_gaps(inputs)
	if (locale === "en-XA") return en_xa2_report_gaps(inputs)
	return en_report_gaps(inputs)
});