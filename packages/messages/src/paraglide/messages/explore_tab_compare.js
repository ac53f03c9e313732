/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Tab_CompareInputs */

const en_explore_tab_compare = /** @type {(inputs: Explore_Tab_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare`)
};

const de_explore_tab_compare = /** @type {(inputs: Explore_Tab_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergleichen`)
};

const fr_explore_tab_compare = /** @type {(inputs: Explore_Tab_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparer`)
};

const nl_explore_tab_compare = /** @type {(inputs: Explore_Tab_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergelijken`)
};

const es_explore_tab_compare = /** @type {(inputs: Explore_Tab_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparar`)
};

const en_xa2_explore_tab_compare = /** @type {(inputs: Explore_Tab_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþáŕé ]`)
};

/**
* | output |
* | --- |
* | "Compare" |
*
* @param {Explore_Tab_CompareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_tab_compare = /** @type {((inputs?: Explore_Tab_CompareInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Tab_CompareInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_tab_compare(inputs)
	if (locale === "fr") return fr_explore_tab_compare(inputs)
	if (locale === "nl") return nl_explore_tab_compare(inputs)
	if (locale === "es") return es_explore_tab_compare(inputs)
	if (locale === "en-XA") return en_xa2_explore_tab_compare(inputs)
	return en_explore_tab_compare(inputs)
});