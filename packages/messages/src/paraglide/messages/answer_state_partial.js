/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_State_PartialInputs */

const en_answer_state_partial = /** @type {(inputs: Answer_State_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partial`)
};

const de_answer_state_partial = /** @type {(inputs: Answer_State_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Teilweise`)
};

const fr_answer_state_partial = /** @type {(inputs: Answer_State_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partiel`)
};

const nl_answer_state_partial = /** @type {(inputs: Answer_State_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedeeltelijk`)
};

const es_answer_state_partial = /** @type {(inputs: Answer_State_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Parcial`)
};

const en_xa2_answer_state_partial = /** @type {(inputs: Answer_State_PartialInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáŕţíáļ ]`)
};

/**
* | output |
* | --- |
* | "Partial" |
*
* @param {Answer_State_PartialInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_state_partial = /** @type {((inputs?: Answer_State_PartialInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_State_PartialInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answer_state_partial(inputs)
	if (locale === "fr") return fr_answer_state_partial(inputs)
	if (locale === "nl") return nl_answer_state_partial(inputs)
	if (locale === "es") return es_answer_state_partial(inputs)
	if (locale === "en-XA") return en_xa2_answer_state_partial(inputs)
	return en_answer_state_partial(inputs)
});