/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shell_Global_LibraryInputs */

const en_shell_global_library = /** @type {(inputs: Shell_Global_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Curate the global library`)
};

const de_shell_global_library = /** @type {(inputs: Shell_Global_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale Bibliothek pflegen`)
};

const fr_shell_global_library = /** @type {(inputs: Shell_Global_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gérer la bibliothèque globale`)
};

const nl_shell_global_library = /** @type {(inputs: Shell_Global_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globale bibliotheek beheren`)
};

const es_shell_global_library = /** @type {(inputs: Shell_Global_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gestionar la biblioteca global`)
};

const en_xa2_shell_global_library = /** @type {(inputs: Shell_Global_LibraryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çüŕáţé ţĥé ĝļöƀáļ ļíƀŕáŕý one tw]`)
};

/**
* | output |
* | --- |
* | "Curate the global library" |
*
* @param {Shell_Global_LibraryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shell_global_library = /** @type {((inputs?: Shell_Global_LibraryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shell_Global_LibraryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shell_global_library(inputs)
	if (locale === "fr") return fr_shell_global_library(inputs)
	if (locale === "nl") return nl_shell_global_library(inputs)
	if (locale === "es") return es_shell_global_library(inputs)
	if (locale === "en-XA") return en_xa2_shell_global_library(inputs)
	return en_shell_global_library(inputs)
});