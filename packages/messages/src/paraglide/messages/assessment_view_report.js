/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_View_ReportInputs */

const en_assessment_view_report = /** @type {(inputs: Assessment_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Report`)
};

const de_assessment_view_report = /** @type {(inputs: Assessment_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bericht`)
};

const fr_assessment_view_report = /** @type {(inputs: Assessment_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapport`)
};

const nl_assessment_view_report = /** @type {(inputs: Assessment_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapport`)
};

const es_assessment_view_report = /** @type {(inputs: Assessment_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Informe`)
};

const en_xa2_assessment_view_report = /** @type {(inputs: Assessment_View_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéþöŕţ ]`)
};

/**
* | output |
* | --- |
* | "Report" |
*
* @param {Assessment_View_ReportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_view_report = /** @type {((inputs?: Assessment_View_ReportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_View_ReportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_view_report(inputs)
	if (locale === "fr") return fr_assessment_view_report(inputs)
	if (locale === "nl") return nl_assessment_view_report(inputs)
	if (locale === "es") return es_assessment_view_report(inputs)
	if (locale === "en-XA") return en_xa2_assessment_view_report(inputs)
	return en_assessment_view_report(inputs)
});