/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ ref: NonNullable<unknown>, title: NonNullable<unknown> }} Report_Summary_Top_GapInputs */

const en_report_summary_top_gap = /** @type {(inputs: Report_Summary_Top_GapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The highest-priority gap is ${i?.ref} ${i?.title}.`)
};

const de_report_summary_top_gap = /** @type {(inputs: Report_Summary_Top_GapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Lücke mit der höchsten Priorität ist ${i?.ref} ${i?.title}.`)
};

const fr_report_summary_top_gap = /** @type {(inputs: Report_Summary_Top_GapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`L’écart le plus prioritaire est ${i?.ref} ${i?.title}.`)
};

const nl_report_summary_top_gap = /** @type {(inputs: Report_Summary_Top_GapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Het hiaat met de hoogste prioriteit is ${i?.ref} ${i?.title}.`)
};

const es_report_summary_top_gap = /** @type {(inputs: Report_Summary_Top_GapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La brecha de mayor prioridad es ${i?.ref} ${i?.title}.`)
};

const en_xa2_report_summary_top_gap = /** @type {(inputs: Report_Summary_Top_GapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţĥé ĥíĝĥéšţ-þŕíöŕíţý ĝáþ íš ${i?.ref} ${i?.title}. one two thre]`)
};

/**
* | output |
* | --- |
* | "The highest-priority gap is {ref} {title}." |
*
* @param {Report_Summary_Top_GapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_top_gap = /** @type {((inputs: Report_Summary_Top_GapInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Summary_Top_GapInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_summary_top_gap(inputs)
	if (locale === "fr") return fr_report_summary_top_gap(inputs)
	if (locale === "nl") return nl_report_summary_top_gap(inputs)
	if (locale === "es") return es_report_summary_top_gap(inputs)
	if (locale === "en-XA") return en_xa2_report_summary_top_gap(inputs)
	return en_report_summary_top_gap(inputs)
});