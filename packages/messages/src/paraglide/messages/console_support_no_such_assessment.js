/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_No_Such_AssessmentInputs */

const en_console_support_no_such_assessment = /** @type {(inputs: Console_Support_No_Such_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No such assessment`)
};

const de_console_support_no_such_assessment = /** @type {(inputs: Console_Support_No_Such_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine solche Bewertung`)
};

const fr_console_support_no_such_assessment = /** @type {(inputs: Console_Support_No_Such_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Évaluation introuvable`)
};

const nl_console_support_no_such_assessment = /** @type {(inputs: Console_Support_No_Such_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen beoordeling gevonden`)
};

const es_console_support_no_such_assessment = /** @type {(inputs: Console_Support_No_Such_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe esa evaluación`)
};

const en_xa2_console_support_no_such_assessment = /** @type {(inputs: Console_Support_No_Such_AssessmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö šüçĥ áššéššɱéñţ one]`)
};

/**
* | output |
* | --- |
* | "No such assessment" |
*
* @param {Console_Support_No_Such_AssessmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_no_such_assessment = /** @type {((inputs?: Console_Support_No_Such_AssessmentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_No_Such_AssessmentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_no_such_assessment(inputs)
	if (locale === "fr") return fr_console_support_no_such_assessment(inputs)
	if (locale === "nl") return nl_console_support_no_such_assessment(inputs)
	if (locale === "es") return es_console_support_no_such_assessment(inputs)
	if (locale === "en-XA") return en_xa2_console_support_no_such_assessment(inputs)
	return en_console_support_no_such_assessment(inputs)
});