/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_State_MetInputs */

const en_answer_state_met = /** @type {(inputs: Answer_State_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Met`)
};

const de_answer_state_met = /** @type {(inputs: Answer_State_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erfüllt`)
};

const fr_answer_state_met = /** @type {(inputs: Answer_State_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Satisfait`)
};

const nl_answer_state_met = /** @type {(inputs: Answer_State_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voldaan`)
};

const es_answer_state_met = /** @type {(inputs: Answer_State_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cumplido`)
};

const en_xa2_answer_state_met = /** @type {(inputs: Answer_State_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéţ ]`)
};

/**
* | output |
* | --- |
* | "Met" |
*
* @param {Answer_State_MetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_state_met = /** @type {((inputs?: Answer_State_MetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_State_MetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answer_state_met(inputs)
	if (locale === "fr") return fr_answer_state_met(inputs)
	if (locale === "nl") return nl_answer_state_met(inputs)
	if (locale === "es") return es_answer_state_met(inputs)
	if (locale === "en-XA") return en_xa2_answer_state_met(inputs)
	return en_answer_state_met(inputs)
});