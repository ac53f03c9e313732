/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Credit_Left_OutInputs */

const en_results_credit_left_out = /** @type {(inputs: Results_Credit_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`left out`)
};

const de_results_credit_left_out = /** @type {(inputs: Results_Credit_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`nicht gezählt`)
};

const fr_results_credit_left_out = /** @type {(inputs: Results_Credit_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`exclu`)
};

const nl_results_credit_left_out = /** @type {(inputs: Results_Credit_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`niet meegeteld`)
};

const es_results_credit_left_out = /** @type {(inputs: Results_Credit_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`excluido`)
};

const en_xa2_results_credit_left_out = /** @type {(inputs: Results_Credit_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ļéƒţ öüţ ]`)
};

/**
* | output |
* | --- |
* | "left out" |
*
* @param {Results_Credit_Left_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_credit_left_out = /** @type {((inputs?: Results_Credit_Left_OutInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Credit_Left_OutInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_credit_left_out(inputs)
	if (locale === "fr") return fr_results_credit_left_out(inputs)
	if (locale === "nl") return nl_results_credit_left_out(inputs)
	if (locale === "es") return es_results_credit_left_out(inputs)
	if (locale === "en-XA") return en_xa2_results_credit_left_out(inputs)
	return en_results_credit_left_out(inputs)
});