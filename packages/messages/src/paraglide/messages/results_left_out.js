/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_Left_OutInputs */

const en_results_left_out = /** @type {(inputs: Results_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Left out`)
};

const de_results_left_out = /** @type {(inputs: Results_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gezählt`)
};

const fr_results_left_out = /** @type {(inputs: Results_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exclus`)
};

const nl_results_left_out = /** @type {(inputs: Results_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet meegeteld`)
};

const es_results_left_out = /** @type {(inputs: Results_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excluidos`)
};

const en_xa2_results_left_out = /** @type {(inputs: Results_Left_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļéƒţ öüţ ]`)
};

/**
* | output |
* | --- |
* | "Left out" |
*
* @param {Results_Left_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_left_out = /** @type {((inputs?: Results_Left_OutInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_Left_OutInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_left_out(inputs)
	if (locale === "fr") return fr_results_left_out(inputs)
	if (locale === "nl") return nl_results_left_out(inputs)
	if (locale === "es") return es_results_left_out(inputs)
	if (locale === "en-XA") return en_xa2_results_left_out(inputs)
	return en_results_left_out(inputs)
});