/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Compare_Only_InInputs */

const en_compare_only_in = /** @type {(inputs: Compare_Only_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · only in ${i?.name}`)
};

const de_compare_only_in = /** @type {(inputs: Compare_Only_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · nur in ${i?.name}`)
};

const fr_compare_only_in = /** @type {(inputs: Compare_Only_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · seulement dans ${i?.name}`)
};

const nl_compare_only_in = /** @type {(inputs: Compare_Only_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · alleen in ${i?.name}`)
};

const es_compare_only_in = /** @type {(inputs: Compare_Only_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · solo en ${i?.name}`)
};

const en_xa2_compare_only_in = /** @type {(inputs: Compare_Only_InInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ · öñļý íñ ${i?.name} one]`)
};

/**
* | output |
* | --- |
* | "· only in {name}" |
*
* @param {Compare_Only_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_only_in = /** @type {((inputs: Compare_Only_InInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_Only_InInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_only_in(inputs)
	if (locale === "fr") return fr_compare_only_in(inputs)
	if (locale === "nl") return nl_compare_only_in(inputs)
	if (locale === "es") return es_compare_only_in(inputs)
	if (locale === "en-XA") return en_xa2_compare_only_in(inputs)
	return en_compare_only_in(inputs)
});