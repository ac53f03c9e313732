/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Report_AnswerInputs */

const en_report_answer = /** @type {(inputs: Report_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer`)
};

const de_report_answer = /** @type {(inputs: Report_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort`)
};

const fr_report_answer = /** @type {(inputs: Report_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse`)
};

const nl_report_answer = /** @type {(inputs: Report_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoord`)
};

const es_report_answer = /** @type {(inputs: Report_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta`)
};

const en_xa2_report_answer = /** @type {(inputs: Report_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñšŵéŕ ]`)
};

/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Report_AnswerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_answer = /** @type {((inputs?: Report_AnswerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Report_AnswerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_report_answer(inputs)
	if (locale === "fr") return fr_report_answer(inputs)
	if (locale === "nl") return nl_report_answer(inputs)
	if (locale === "es") return es_report_answer(inputs)
	if (locale === "en-XA") return en_xa2_report_answer(inputs)
	return en_report_answer(inputs)
});