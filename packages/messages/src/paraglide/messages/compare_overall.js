/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_OverallInputs */

const en_compare_overall = /** @type {(inputs: Compare_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overall`)
};

const de_compare_overall = /** @type {(inputs: Compare_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesamt`)
};

const fr_compare_overall = /** @type {(inputs: Compare_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const nl_compare_overall = /** @type {(inputs: Compare_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Totaal`)
};

const es_compare_overall = /** @type {(inputs: Compare_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const en_xa2_compare_overall = /** @type {(inputs: Compare_OverallInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öṽéŕáļļ ]`)
};

/**
* | output |
* | --- |
* | "Overall" |
*
* @param {Compare_OverallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_overall = /** @type {((inputs?: Compare_OverallInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_OverallInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_overall(inputs)
	if (locale === "fr") return fr_compare_overall(inputs)
	if (locale === "nl") return nl_compare_overall(inputs)
	if (locale === "es") return es_compare_overall(inputs)
	if (locale === "en-XA") return en_xa2_compare_overall(inputs)
	return en_compare_overall(inputs)
});