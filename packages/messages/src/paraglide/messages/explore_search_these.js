/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Search_TheseInputs */

const en_explore_search_these = /** @type {(inputs: Explore_Search_TheseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search these controls`)
};

const de_explore_search_these = /** @type {(inputs: Explore_Search_TheseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Kontrollen durchsuchen`)
};

const fr_explore_search_these = /** @type {(inputs: Explore_Search_TheseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher dans ces contrôles`)
};

const nl_explore_search_these = /** @type {(inputs: Explore_Search_TheseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze controls doorzoeken`)
};

const es_explore_search_these = /** @type {(inputs: Explore_Search_TheseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en estos controles`)
};

const en_xa2_explore_search_these = /** @type {(inputs: Explore_Search_TheseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ţĥéšé çöñţŕöļš one ]`)
};

/**
* | output |
* | --- |
* | "Search these controls" |
*
* @param {Explore_Search_TheseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_search_these = /** @type {((inputs?: Explore_Search_TheseInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Search_TheseInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_search_these(inputs)
	if (locale === "fr") return fr_explore_search_these(inputs)
	if (locale === "nl") return nl_explore_search_these(inputs)
	if (locale === "es") return es_explore_search_these(inputs)
	if (locale === "en-XA") return en_xa2_explore_search_these(inputs)
	return en_explore_search_these(inputs)
});