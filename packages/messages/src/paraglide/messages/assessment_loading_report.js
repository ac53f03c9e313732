/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_Loading_ReportInputs */

const en_assessment_loading_report = /** @type {(inputs: Assessment_Loading_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the report`)
};

const de_assessment_loading_report = /** @type {(inputs: Assessment_Loading_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bericht wird geladen`)
};

const fr_assessment_loading_report = /** @type {(inputs: Assessment_Loading_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du rapport`)
};

const nl_assessment_loading_report = /** @type {(inputs: Assessment_Loading_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rapport laden`)
};

const es_assessment_loading_report = /** @type {(inputs: Assessment_Loading_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el informe`)
};

const en_xa2_assessment_loading_report = /** @type {(inputs: Assessment_Loading_ReportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ŕéþöŕţ one]`)
};

/**
* | output |
* | --- |
* | "Loading the report" |
*
* @param {Assessment_Loading_ReportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_loading_report = /** @type {((inputs?: Assessment_Loading_ReportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_Loading_ReportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_loading_report(inputs)
	if (locale === "fr") return fr_assessment_loading_report(inputs)
	if (locale === "nl") return nl_assessment_loading_report(inputs)
	if (locale === "es") return es_assessment_loading_report(inputs)
	if (locale === "en-XA") return en_xa2_assessment_loading_report(inputs)
	return en_assessment_loading_report(inputs)
});