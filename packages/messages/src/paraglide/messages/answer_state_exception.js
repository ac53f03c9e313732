/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_State_ExceptionInputs */

const en_answer_state_exception = /** @type {(inputs: Answer_State_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exception`)
};

const de_answer_state_exception = /** @type {(inputs: Answer_State_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausnahme`)
};

const fr_answer_state_exception = /** @type {(inputs: Answer_State_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exception`)
};

const nl_answer_state_exception = /** @type {(inputs: Answer_State_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitzondering`)
};

const es_answer_state_exception = /** @type {(inputs: Answer_State_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excepción`)
};

const en_xa2_answer_state_exception = /** @type {(inputs: Answer_State_ExceptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋçéþţíöñ ]`)
};

/**
* | output |
* | --- |
* | "Exception" |
*
* @param {Answer_State_ExceptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_state_exception = /** @type {((inputs?: Answer_State_ExceptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_State_ExceptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answer_state_exception(inputs)
	if (locale === "fr") return fr_answer_state_exception(inputs)
	if (locale === "nl") return nl_answer_state_exception(inputs)
	if (locale === "es") return es_answer_state_exception(inputs)
	if (locale === "en-XA") return en_xa2_answer_state_exception(inputs)
	return en_answer_state_exception(inputs)
});