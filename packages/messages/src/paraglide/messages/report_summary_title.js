/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_Summary_TitleInputs */

const en_report_summary_title = /** @type {(inputs: Report_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Executive summary`)
};

const de_report_summary_title = /** @type {(inputs: Report_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusammenfassung für die Geschäftsleitung`)
};

const fr_report_summary_title = /** @type {(inputs: Report_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Synthèse`)
};

const nl_report_summary_title = /** @type {(inputs: Report_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Managementsamenvatting`)
};

const es_report_summary_title = /** @type {(inputs: Report_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen ejecutivo`)
};

const en_xa2_report_summary_title = /** @type {(inputs: Report_Summary_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋéçüţíṽé šüɱɱáŕý one]`)
};

/**
* | output |
* | --- |
* | "Executive summary" |
*
* @param {Report_Summary_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_title = /** @type {((inputs?: Report_Summary_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_Summary_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_summary_title(inputs)
	if (locale === "fr") return fr_report_summary_title(inputs)
	if (locale === "nl") return nl_report_summary_title(inputs)
	if (locale === "es") return es_report_summary_title(inputs)
	if (locale === "en-XA") return en_xa2_report_summary_title(inputs)
	return en_report_summary_title(inputs)
});