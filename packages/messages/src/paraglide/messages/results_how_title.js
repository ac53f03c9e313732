/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_How_TitleInputs */

const en_results_how_title = /** @type {(inputs: Results_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How the score is calculated`)
};

const de_results_how_title = /** @type {(inputs: Results_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So wird der Wert berechnet`)
};

const fr_results_how_title = /** @type {(inputs: Results_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comment le score est calculé`)
};

const nl_results_how_title = /** @type {(inputs: Results_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoe de score wordt berekend`)
};

const es_results_how_title = /** @type {(inputs: Results_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cómo se calcula la puntuación`)
};

const en_xa2_results_how_title = /** @type {(inputs: Results_How_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥöŵ ţĥé šçöŕé íš çáļçüļáţéð one tw]`)
};

/**
* | output |
* | --- |
* | "How the score is calculated" |
*
* @param {Results_How_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_how_title = /** @type {((inputs?: Results_How_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_How_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_how_title(inputs)
	if (locale === "fr") return fr_results_how_title(inputs)
	if (locale === "nl") return nl_results_how_title(inputs)
	if (locale === "es") return es_results_how_title(inputs)
	if (locale === "en-XA") return en_xa2_results_how_title(inputs)
	return en_results_how_title(inputs)
});