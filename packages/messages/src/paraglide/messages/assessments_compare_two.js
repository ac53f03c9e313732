/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Compare_TwoInputs */

const en_assessments_compare_two = /** @type {(inputs: Assessments_Compare_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare the two`)
};

const de_assessments_compare_two = /** @type {(inputs: Assessments_Compare_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beide vergleichen`)
};

const fr_assessments_compare_two = /** @type {(inputs: Assessments_Compare_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparer les deux`)
};

const nl_assessments_compare_two = /** @type {(inputs: Assessments_Compare_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De twee vergelijken`)
};

const es_assessments_compare_two = /** @type {(inputs: Assessments_Compare_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparar las dos`)
};

const en_xa2_assessments_compare_two = /** @type {(inputs: Assessments_Compare_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþáŕé ţĥé ţŵö on]`)
};

/**
* | output |
* | --- |
* | "Compare the two" |
*
* @param {Assessments_Compare_TwoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_compare_two = /** @type {((inputs?: Assessments_Compare_TwoInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Compare_TwoInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_compare_two(inputs)
	if (locale === "fr") return fr_assessments_compare_two(inputs)
	if (locale === "nl") return nl_assessments_compare_two(inputs)
	if (locale === "es") return es_assessments_compare_two(inputs)
	if (locale === "en-XA") return en_xa2_assessments_compare_two(inputs)
	return en_assessments_compare_two(inputs)
});