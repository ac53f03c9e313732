/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Comparison_All_AssessmentsInputs */

const en_comparison_all_assessments = /** @type {(inputs: Comparison_All_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All assessments`)
};

const de_comparison_all_assessments = /** @type {(inputs: Comparison_All_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Bewertungen`)
};

const fr_comparison_all_assessments = /** @type {(inputs: Comparison_All_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les évaluations`)
};

const nl_comparison_all_assessments = /** @type {(inputs: Comparison_All_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle beoordelingen`)
};

const es_comparison_all_assessments = /** @type {(inputs: Comparison_All_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todas las evaluaciones`)
};

const en_xa2_comparison_all_assessments = /** @type {(inputs: Comparison_All_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ áššéššɱéñţš on]`)
};

/**
* | output |
* | --- |
* | "All assessments" |
*
* @param {Comparison_All_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const comparison_all_assessments = /** @type {((inputs?: Comparison_All_AssessmentsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Comparison_All_AssessmentsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_comparison_all_assessments(inputs)
	if (locale === "fr") return fr_comparison_all_assessments(inputs)
	if (locale === "nl") return nl_comparison_all_assessments(inputs)
	if (locale === "es") return es_comparison_all_assessments(inputs)
	if (locale === "en-XA") return en_xa2_comparison_all_assessments(inputs)
	return en_comparison_all_assessments(inputs)
});