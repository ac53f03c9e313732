/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_View_ResultsInputs */

const en_assessment_view_results = /** @type {(inputs: Assessment_View_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Results`)
};

const de_assessment_view_results = /** @type {(inputs: Assessment_View_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnisse`)
};

const fr_assessment_view_results = /** @type {(inputs: Assessment_View_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Résultats`)
};

const nl_assessment_view_results = /** @type {(inputs: Assessment_View_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultaten`)
};

const es_assessment_view_results = /** @type {(inputs: Assessment_View_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultados`)
};

const en_xa2_assessment_view_results = /** @type {(inputs: Assessment_View_ResultsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšüļţš ]`)
};

/**
* | output |
* | --- |
* | "Results" |
*
* @param {Assessment_View_ResultsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_view_results = /** @type {((inputs?: Assessment_View_ResultsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_View_ResultsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_view_results(inputs)
	if (locale === "fr") return fr_assessment_view_results(inputs)
	if (locale === "nl") return nl_assessment_view_results(inputs)
	if (locale === "es") return es_assessment_view_results(inputs)
	if (locale === "en-XA") return en_xa2_assessment_view_results(inputs)
	return en_assessment_view_results(inputs)
});