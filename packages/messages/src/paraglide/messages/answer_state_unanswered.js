/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_State_UnansweredInputs */

const en_answer_state_unanswered = /** @type {(inputs: Answer_State_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unanswered`)
};

const de_answer_state_unanswered = /** @type {(inputs: Answer_State_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbeantwortet`)
};

const fr_answer_state_unanswered = /** @type {(inputs: Answer_State_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans réponse`)
};

const nl_answer_state_unanswered = /** @type {(inputs: Answer_State_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbeantwoord`)
};

const es_answer_state_unanswered = /** @type {(inputs: Answer_State_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin respuesta`)
};

const en_xa2_answer_state_unanswered = /** @type {(inputs: Answer_State_UnansweredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñáñšŵéŕéð o]`)
};

/**
* | output |
* | --- |
* | "Unanswered" |
*
* @param {Answer_State_UnansweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_state_unanswered = /** @type {((inputs?: Answer_State_UnansweredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_State_UnansweredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answer_state_unanswered(inputs)
	if (locale === "fr") return fr_answer_state_unanswered(inputs)
	if (locale === "nl") return nl_answer_state_unanswered(inputs)
	if (locale === "es") return es_answer_state_unanswered(inputs)
	if (locale === "en-XA") return en_xa2_answer_state_unanswered(inputs)
	return en_answer_state_unanswered(inputs)
});