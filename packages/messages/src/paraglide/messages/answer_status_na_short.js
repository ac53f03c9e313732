/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Answer_Status_Na_ShortInputs */

const en_answer_status_na_short = /** @type {(inputs: Answer_Status_Na_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

const de_answer_status_na_short = /** @type {(inputs: Answer_Status_Na_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`k. A.`)
};

const fr_answer_status_na_short = /** @type {(inputs: Answer_Status_Na_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

const nl_answer_status_na_short = /** @type {(inputs: Answer_Status_Na_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N.v.t.`)
};

const es_answer_status_na_short = /** @type {(inputs: Answer_Status_Na_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`N/A`)
};

const en_xa2_answer_status_na_short = /** @type {(inputs: Answer_Status_Na_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñ/Å ]`)
};

/**
* | output |
* | --- |
* | "N/A" |
*
* @param {Answer_Status_Na_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const answer_status_na_short = /** @type {((inputs?: Answer_Status_Na_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Answer_Status_Na_ShortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_answer_status_na_short(inputs)
	if (locale === "fr") return fr_answer_status_na_short(inputs)
	if (locale === "nl") return nl_answer_status_na_short(inputs)
	if (locale === "es") return es_answer_status_na_short(inputs)
	if (locale === "en-XA") return en_xa2_answer_status_na_short(inputs)
	return en_answer_status_na_short(inputs)
});