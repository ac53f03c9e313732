/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_State_Not_ApplicableInputs */

const en_answer_state_not_applicable = /** @type {(inputs: Answer_State_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not applicable`)
};

const de_answer_state_not_applicable = /** @type {(inputs: Answer_State_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht anwendbar`)
};

const fr_answer_state_not_applicable = /** @type {(inputs: Answer_State_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non applicable`)
};

const nl_answer_state_not_applicable = /** @type {(inputs: Answer_State_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet van toepassing`)
};

const es_answer_state_not_applicable = /** @type {(inputs: Answer_State_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No aplicable`)
};

const en_xa2_answer_state_not_applicable = /** @type {(inputs: Answer_State_Not_ApplicableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ áþþļíçáƀļé on]`)
};

/**
* | output |
* | --- |
* | "Not applicable" |
*
* @param {Answer_State_Not_ApplicableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_state_not_applicable = /** @type {((inputs?: Answer_State_Not_ApplicableInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_State_Not_ApplicableInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answer_state_not_applicable(inputs)
	if (locale === "fr") return fr_answer_state_not_applicable(inputs)
	if (locale === "nl") return nl_answer_state_not_applicable(inputs)
	if (locale === "es") return es_answer_state_not_applicable(inputs)
	if (locale === "en-XA") return en_xa2_answer_state_not_applicable(inputs)
	return en_answer_state_not_applicable(inputs)
});