/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shortcuts_TitleInputs */

const en_shortcuts_title = /** @type {(inputs: Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyboard shortcuts`)
};

const de_shortcuts_title = /** @type {(inputs: Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tastenkürzel`)
};

const fr_shortcuts_title = /** @type {(inputs: Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Raccourcis clavier`)
};

const nl_shortcuts_title = /** @type {(inputs: Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sneltoetsen`)
};

const es_shortcuts_title = /** @type {(inputs: Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atajos de teclado`)
};

const en_xa2_shortcuts_title = /** @type {(inputs: Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéýƀöáŕð šĥöŕţçüţš one]`)
};

/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Shortcuts_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shortcuts_title = /** @type {((inputs?: Shortcuts_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shortcuts_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shortcuts_title(inputs)
	if (locale === "fr") return fr_shortcuts_title(inputs)
	if (locale === "nl") return nl_shortcuts_title(inputs)
	if (locale === "es") return es_shortcuts_title(inputs)
	if (locale === "en-XA") return en_xa2_shortcuts_title(inputs)
	return en_shortcuts_title(inputs)
});