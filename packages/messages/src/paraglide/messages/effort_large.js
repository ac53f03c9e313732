/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Effort_LargeInputs */

const en_effort_large = /** @type {(inputs: Effort_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large effort`)
};

const de_effort_large = /** @type {(inputs: Effort_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoher Aufwand`)
};

const fr_effort_large = /** @type {(inputs: Effort_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort important`)
};

const nl_effort_large = /** @type {(inputs: Effort_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grote inspanning`)
};

const es_effort_large = /** @type {(inputs: Effort_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esfuerzo alto`)
};

const en_xa2_effort_large = /** @type {(inputs: Effort_LargeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáŕĝé éƒƒöŕţ o]`)
};

/**
* | output |
* | --- |
* | "Large effort" |
*
* @param {Effort_LargeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const effort_large = /** @type {((inputs?: Effort_LargeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Effort_LargeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_effort_large(inputs)
	if (locale === "fr") return fr_effort_large(inputs)
	if (locale === "nl") return nl_effort_large(inputs)
	if (locale === "es") return es_effort_large(inputs)
	if (locale === "en-XA") return en_xa2_effort_large(inputs)
	return en_effort_large(inputs)
});