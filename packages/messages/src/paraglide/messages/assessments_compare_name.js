/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Assessments_Compare_NameInputs */

const en_assessments_compare_name = /** @type {(inputs: Assessments_Compare_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Compare ${i?.name}`)
};

const de_assessments_compare_name = /** @type {(inputs: Assessments_Compare_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vergleichen`)
};

const fr_assessments_compare_name = /** @type {(inputs: Assessments_Compare_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comparer ${i?.name}`)
};

const nl_assessments_compare_name = /** @type {(inputs: Assessments_Compare_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} vergelijken`)
};

const es_assessments_compare_name = /** @type {(inputs: Assessments_Compare_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Comparar ${i?.name}`)
};

const en_xa2_assessments_compare_name = /** @type {(inputs: Assessments_Compare_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çöɱþáŕé ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "Compare {name}" |
*
* @param {Assessments_Compare_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_compare_name = /** @type {((inputs: Assessments_Compare_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Compare_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_compare_name(inputs)
	if (locale === "fr") return fr_assessments_compare_name(inputs)
	if (locale === "nl") return nl_assessments_compare_name(inputs)
	if (locale === "es") return es_assessments_compare_name(inputs)
	if (locale === "en-XA") return en_xa2_assessments_compare_name(inputs)
	return en_assessments_compare_name(inputs)
});