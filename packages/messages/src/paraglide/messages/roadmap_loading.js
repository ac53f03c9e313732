/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_LoadingInputs */

const en_roadmap_loading = /** @type {(inputs: Roadmap_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the roadmap`)
};

const de_roadmap_loading = /** @type {(inputs: Roadmap_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap wird geladen`)
};

const fr_roadmap_loading = /** @type {(inputs: Roadmap_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la feuille de route`)
};

const nl_roadmap_loading = /** @type {(inputs: Roadmap_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap laden`)
};

const es_roadmap_loading = /** @type {(inputs: Roadmap_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la hoja de ruta`)
};

const en_xa2_roadmap_loading = /** @type {(inputs: Roadmap_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ŕöáðɱáþ one ]`)
};

/**
* | output |
* | --- |
* | "Loading the roadmap" |
*
* @param {Roadmap_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_loading = /** @type {((inputs?: Roadmap_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_loading(inputs)
	if (locale === "fr") return fr_roadmap_loading(inputs)
	if (locale === "nl") return nl_roadmap_loading(inputs)
	if (locale === "es") return es_roadmap_loading(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_loading(inputs)
	return en_roadmap_loading(inputs)
});