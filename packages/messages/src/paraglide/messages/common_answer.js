/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_AnswerInputs */

const en_common_answer = /** @type {(inputs: Common_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Answer`)
};

const de_common_answer = /** @type {(inputs: Common_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort`)
};

const fr_common_answer = /** @type {(inputs: Common_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse`)
};

const nl_common_answer = /** @type {(inputs: Common_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoord`)
};

const es_common_answer = /** @type {(inputs: Common_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta`)
};

const en_xa2_common_answer = /** @type {(inputs: Common_AnswerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñšŵéŕ ]`)
};

/**
* | output |
* | --- |
* | "Answer" |
*
* @param {Common_AnswerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_answer = /** @type {((inputs?: Common_AnswerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_AnswerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_answer(inputs)
	if (locale === "fr") return fr_common_answer(inputs)
	if (locale === "nl") return nl_common_answer(inputs)
	if (locale === "es") return es_common_answer(inputs)
	if (locale === "en-XA") return en_xa2_common_answer(inputs)
	return en_common_answer(inputs)
});