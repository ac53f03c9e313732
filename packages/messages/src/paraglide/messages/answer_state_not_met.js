/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_State_Not_MetInputs */

const en_answer_state_not_met = /** @type {(inputs: Answer_State_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not met`)
};

const de_answer_state_not_met = /** @type {(inputs: Answer_State_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht erfüllt`)
};

const fr_answer_state_not_met = /** @type {(inputs: Answer_State_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non satisfait`)
};

const nl_answer_state_not_met = /** @type {(inputs: Answer_State_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet voldaan`)
};

const es_answer_state_not_met = /** @type {(inputs: Answer_State_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No cumplido`)
};

const en_xa2_answer_state_not_met = /** @type {(inputs: Answer_State_Not_MetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ ɱéţ ]`)
};

/**
* | output |
* | --- |
* | "Not met" |
*
* @param {Answer_State_Not_MetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_state_not_met = /** @type {((inputs?: Answer_State_Not_MetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_State_Not_MetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answer_state_not_met(inputs)
	if (locale === "fr") return fr_answer_state_not_met(inputs)
	if (locale === "nl") return nl_answer_state_not_met(inputs)
	if (locale === "es") return es_answer_state_not_met(inputs)
	if (locale === "en-XA") return en_xa2_answer_state_not_met(inputs)
	return en_answer_state_not_met(inputs)
});