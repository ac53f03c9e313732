/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Loading_AssessmentsInputs */

const en_console_support_loading_assessments = /** @type {(inputs: Console_Support_Loading_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the assessments`)
};

const de_console_support_loading_assessments = /** @type {(inputs: Console_Support_Loading_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewertungen werden geladen`)
};

const fr_console_support_loading_assessments = /** @type {(inputs: Console_Support_Loading_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des évaluations`)
};

const nl_console_support_loading_assessments = /** @type {(inputs: Console_Support_Loading_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beoordelingen worden geladen`)
};

const es_console_support_loading_assessments = /** @type {(inputs: Console_Support_Loading_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando las evaluaciones`)
};

const en_xa2_console_support_loading_assessments = /** @type {(inputs: Console_Support_Loading_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé áššéššɱéñţš one t]`)
};

/**
* | output |
* | --- |
* | "Loading the assessments" |
*
* @param {Console_Support_Loading_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_loading_assessments = /** @type {((inputs?: Console_Support_Loading_AssessmentsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Loading_AssessmentsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_loading_assessments(inputs)
	if (locale === "fr") return fr_console_support_loading_assessments(inputs)
	if (locale === "nl") return nl_console_support_loading_assessments(inputs)
	if (locale === "es") return es_console_support_loading_assessments(inputs)
	if (locale === "en-XA") return en_xa2_console_support_loading_assessments(inputs)
	return en_console_support_loading_assessments(inputs)
});