/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_LoadingInputs */

const en_results_loading = /** @type {(inputs: Results_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the results`)
};

const de_results_loading = /** @type {(inputs: Results_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ergebnisse werden geladen`)
};

const fr_results_loading = /** @type {(inputs: Results_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des résultats`)
};

const nl_results_loading = /** @type {(inputs: Results_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resultaten laden`)
};

const es_results_loading = /** @type {(inputs: Results_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los resultados`)
};

const en_xa2_results_loading = /** @type {(inputs: Results_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ŕéšüļţš one ]`)
};

/**
* | output |
* | --- |
* | "Loading the results" |
*
* @param {Results_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_loading = /** @type {((inputs?: Results_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_loading(inputs)
	if (locale === "fr") return fr_results_loading(inputs)
	if (locale === "nl") return nl_results_loading(inputs)
	if (locale === "es") return es_results_loading(inputs)
	if (locale === "en-XA") return en_xa2_results_loading(inputs)
	return en_results_loading(inputs)
});