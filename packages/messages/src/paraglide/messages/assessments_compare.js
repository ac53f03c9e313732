/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_CompareInputs */

const en_assessments_compare = /** @type {(inputs: Assessments_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare`)
};

const de_assessments_compare = /** @type {(inputs: Assessments_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergleichen`)
};

const fr_assessments_compare = /** @type {(inputs: Assessments_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparer`)
};

const nl_assessments_compare = /** @type {(inputs: Assessments_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergelijken`)
};

const es_assessments_compare = /** @type {(inputs: Assessments_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparar`)
};

const en_xa2_assessments_compare = /** @type {(inputs: Assessments_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþáŕé ]`)
};

/**
* | output |
* | --- |
* | "Compare" |
*
* @param {Assessments_CompareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_compare = /** @type {((inputs?: Assessments_CompareInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_CompareInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_compare(inputs)
	if (locale === "fr") return fr_assessments_compare(inputs)
	if (locale === "nl") return nl_assessments_compare(inputs)
	if (locale === "es") return es_assessments_compare(inputs)
	if (locale === "en-XA") return en_xa2_assessments_compare(inputs)
	return en_assessments_compare(inputs)
});