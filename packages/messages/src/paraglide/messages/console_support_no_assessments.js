/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_No_AssessmentsInputs */

const en_console_support_no_assessments = /** @type {(inputs: Console_Support_No_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No assessments`)
};

const de_console_support_no_assessments = /** @type {(inputs: Console_Support_No_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Bewertungen`)
};

const fr_console_support_no_assessments = /** @type {(inputs: Console_Support_No_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune évaluation`)
};

const nl_console_support_no_assessments = /** @type {(inputs: Console_Support_No_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen beoordelingen`)
};

const es_console_support_no_assessments = /** @type {(inputs: Console_Support_No_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin evaluaciones`)
};

const en_xa2_console_support_no_assessments = /** @type {(inputs: Console_Support_No_AssessmentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö áššéššɱéñţš on]`)
};

/**
* | output |
* | --- |
* | "No assessments" |
*
* @param {Console_Support_No_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_no_assessments = /** @type {((inputs?: Console_Support_No_AssessmentsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_No_AssessmentsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_no_assessments(inputs)
	if (locale === "fr") return fr_console_support_no_assessments(inputs)
	if (locale === "nl") return nl_console_support_no_assessments(inputs)
	if (locale === "es") return es_console_support_no_assessments(inputs)
	if (locale === "en-XA") return en_xa2_console_support_no_assessments(inputs)
	return en_console_support_no_assessments(inputs)
});