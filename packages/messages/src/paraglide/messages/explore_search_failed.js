/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Search_FailedInputs */

const en_explore_search_failed = /** @type {(inputs: Explore_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search could not start`)
};

const de_explore_search_failed = /** @type {(inputs: Explore_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Suche konnte nicht starten`)
};

const fr_explore_search_failed = /** @type {(inputs: Explore_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La recherche n’a pas pu démarrer`)
};

const nl_explore_search_failed = /** @type {(inputs: Explore_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoeken kon niet starten`)
};

const es_explore_search_failed = /** @type {(inputs: Explore_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda no pudo iniciarse`)
};

const en_xa2_explore_search_failed = /** @type {(inputs: Explore_Search_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ çöüļð ñöţ šţáŕţ one t]`)
};

/**
* | output |
* | --- |
* | "Search could not start" |
*
* @param {Explore_Search_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_search_failed = /** @type {((inputs?: Explore_Search_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Search_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_search_failed(inputs)
	if (locale === "fr") return fr_explore_search_failed(inputs)
	if (locale === "nl") return nl_explore_search_failed(inputs)
	if (locale === "es") return es_explore_search_failed(inputs)
	if (locale === "en-XA") return en_xa2_explore_search_failed(inputs)
	return en_explore_search_failed(inputs)
});