/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Loading_LibraryInputs */

const en_explore_loading_library = /** @type {(inputs: Explore_Loading_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the library`)
};

const de_explore_loading_library = /** @type {(inputs: Explore_Loading_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliothek wird geladen`)
};

const fr_explore_loading_library = /** @type {(inputs: Explore_Loading_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la bibliothèque`)
};

const nl_explore_loading_library = /** @type {(inputs: Explore_Loading_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bibliotheek laden`)
};

const es_explore_loading_library = /** @type {(inputs: Explore_Loading_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la biblioteca`)
};

const en_xa2_explore_loading_library = /** @type {(inputs: Explore_Loading_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ļíƀŕáŕý one ]`)
};

/**
* | output |
* | --- |
* | "Loading the library" |
*
* @param {Explore_Loading_LibraryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_loading_library = /** @type {((inputs?: Explore_Loading_LibraryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Loading_LibraryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_loading_library(inputs)
	if (locale === "fr") return fr_explore_loading_library(inputs)
	if (locale === "nl") return nl_explore_loading_library(inputs)
	if (locale === "es") return es_explore_loading_library(inputs)
	if (locale === "en-XA") return en_xa2_explore_loading_library(inputs)
	return en_explore_loading_library(inputs)
});