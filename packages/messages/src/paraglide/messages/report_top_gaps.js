/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Top_GapsInputs */

const en_report_top_gaps = /** @type {(inputs: Report_Top_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Top gaps`)
};

const de_report_top_gaps = /** @type {(inputs: Report_Top_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wichtigste Lücken`)
};

const fr_report_top_gaps = /** @type {(inputs: Report_Top_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principaux écarts`)
};

const nl_report_top_gaps = /** @type {(inputs: Report_Top_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Belangrijkste hiaten`)
};

const es_report_top_gaps = /** @type {(inputs: Report_Top_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Principales brechas`)
};

const en_xa2_report_top_gaps = /** @type {(inputs: Report_Top_GapsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţöþ ĝáþš ]`)
};

/**
* | output |
* | --- |
* | "Top gaps" |
*
* @param {Report_Top_GapsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_top_gaps = /** @type {((inputs?: Report_Top_GapsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Top_GapsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_top_gaps(inputs)
	if (locale === "fr") return fr_report_top_gaps(inputs)
	if (locale === "nl") return nl_report_top_gaps(inputs)
	if (locale === "es") return es_report_top_gaps(inputs)
	if (locale === "en-XA") return en_xa2_report_top_gaps(inputs)
	return en_report_top_gaps(inputs)
});