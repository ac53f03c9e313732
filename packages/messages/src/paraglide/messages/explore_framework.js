/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_FrameworkInputs */

const en_explore_framework = /** @type {(inputs: Explore_FrameworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Framework`)
};

const de_explore_framework = /** @type {(inputs: Explore_FrameworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Framework`)
};

const fr_explore_framework = /** @type {(inputs: Explore_FrameworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cadre`)
};

const nl_explore_framework = /** @type {(inputs: Explore_FrameworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Framework`)
};

const es_explore_framework = /** @type {(inputs: Explore_FrameworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marco`)
};

const en_xa2_explore_framework = /** @type {(inputs: Explore_FrameworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕáɱéŵöŕķ ]`)
};

/**
* | output |
* | --- |
* | "Framework" |
*
* @param {Explore_FrameworkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_framework = /** @type {((inputs?: Explore_FrameworkInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_FrameworkInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_framework(inputs)
	if (locale === "fr") return fr_explore_framework(inputs)
	if (locale === "nl") return nl_explore_framework(inputs)
	if (locale === "es") return es_explore_framework(inputs)
	if (locale === "en-XA") return en_xa2_explore_framework(inputs)
	return en_explore_framework(inputs)
});