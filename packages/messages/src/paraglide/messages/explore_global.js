/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_GlobalInputs */

const en_explore_global = /** @type {(inputs: Explore_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const de_explore_global = /** @type {(inputs: Explore_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const fr_explore_global = /** @type {(inputs: Explore_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const nl_explore_global = /** @type {(inputs: Explore_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globaal`)
};

const es_explore_global = /** @type {(inputs: Explore_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const en_xa2_explore_global = /** @type {(inputs: Explore_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ]`)
};

/**
* | output |
* | --- |
* | "Global" |
*
* @param {Explore_GlobalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_global = /** @type {((inputs?: Explore_GlobalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_GlobalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_global(inputs)
	if (locale === "fr") return fr_explore_global(inputs)
	if (locale === "nl") return nl_explore_global(inputs)
	if (locale === "es") return es_explore_global(inputs)
	if (locale === "en-XA") return en_xa2_explore_global(inputs)
	return en_explore_global(inputs)
});