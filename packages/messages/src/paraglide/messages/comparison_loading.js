/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Comparison_LoadingInputs */

const en_comparison_loading = /** @type {(inputs: Comparison_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the comparison`)
};

const de_comparison_loading = /** @type {(inputs: Comparison_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergleich wird geladen`)
};

const fr_comparison_loading = /** @type {(inputs: Comparison_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la comparaison`)
};

const nl_comparison_loading = /** @type {(inputs: Comparison_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergelijking laden`)
};

const es_comparison_loading = /** @type {(inputs: Comparison_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la comparación`)
};

const en_xa2_comparison_loading = /** @type {(inputs: Comparison_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé çöɱþáŕíšöñ one t]`)
};

/**
* | output |
* | --- |
* | "Loading the comparison" |
*
* @param {Comparison_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const comparison_loading = /** @type {((inputs?: Comparison_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Comparison_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_comparison_loading(inputs)
	if (locale === "fr") return fr_comparison_loading(inputs)
	if (locale === "nl") return nl_comparison_loading(inputs)
	if (locale === "es") return es_comparison_loading(inputs)
	if (locale === "en-XA") return en_xa2_comparison_loading(inputs)
	return en_comparison_loading(inputs)
});