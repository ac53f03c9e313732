/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessment_View_AnswersInputs */

const en_assessment_view_answers = /** @type {(inputs: Assessment_View_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answers`)
};

const de_assessment_view_answers = /** @type {(inputs: Assessment_View_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antworten`)
};

const fr_assessment_view_answers = /** @type {(inputs: Assessment_View_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponses`)
};

const nl_assessment_view_answers = /** @type {(inputs: Assessment_View_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoorden`)
};

const es_assessment_view_answers = /** @type {(inputs: Assessment_View_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuestas`)
};

const en_xa2_assessment_view_answers = /** @type {(inputs: Assessment_View_AnswersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñšŵéŕš ]`)
};

/**
* | output |
* | --- |
* | "Answers" |
*
* @param {Assessment_View_AnswersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_view_answers = /** @type {((inputs?: Assessment_View_AnswersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessment_View_AnswersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessment_view_answers(inputs)
	if (locale === "fr") return fr_assessment_view_answers(inputs)
	if (locale === "nl") return nl_assessment_view_answers(inputs)
	if (locale === "es") return es_assessment_view_answers(inputs)
	if (locale === "en-XA") return en_xa2_assessment_view_answers(inputs)
	return en_assessment_view_answers(inputs)
});