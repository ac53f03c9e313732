/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_ImprovedInputs */

const en_compare_improved = /** @type {(inputs: Compare_ImprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Improved`)
};

const de_compare_improved = /** @type {(inputs: Compare_ImprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verbessert`)
};

const fr_compare_improved = /** @type {(inputs: Compare_ImprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amélioré`)
};

const nl_compare_improved = /** @type {(inputs: Compare_ImprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verbeterd`)
};

const es_compare_improved = /** @type {(inputs: Compare_ImprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mejorado`)
};

const en_xa2_compare_improved = /** @type {(inputs: Compare_ImprovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îɱþŕöṽéð ]`)
};

/**
* | output |
* | --- |
* | "Improved" |
*
* @param {Compare_ImprovedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_improved = /** @type {((inputs?: Compare_ImprovedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_ImprovedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_improved(inputs)
	if (locale === "fr") return fr_compare_improved(inputs)
	if (locale === "nl") return nl_compare_improved(inputs)
	if (locale === "es") return es_compare_improved(inputs)
	if (locale === "en-XA") return en_xa2_compare_improved(inputs)
	return en_compare_improved(inputs)
});