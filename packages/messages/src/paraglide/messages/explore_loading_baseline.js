/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Loading_BaselineInputs */

const en_explore_loading_baseline = /** @type {(inputs: Explore_Loading_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the baseline`)
};

const de_explore_loading_baseline = /** @type {(inputs: Explore_Loading_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline wird geladen`)
};

const fr_explore_loading_baseline = /** @type {(inputs: Explore_Loading_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du référentiel`)
};

const nl_explore_loading_baseline = /** @type {(inputs: Explore_Loading_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baseline laden`)
};

const es_explore_loading_baseline = /** @type {(inputs: Explore_Loading_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la línea base`)
};

const en_xa2_explore_loading_baseline = /** @type {(inputs: Explore_Loading_BaselineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ƀášéļíñé one ]`)
};

/**
* | output |
* | --- |
* | "Loading the baseline" |
*
* @param {Explore_Loading_BaselineInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_loading_baseline = /** @type {((inputs?: Explore_Loading_BaselineInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Loading_BaselineInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_loading_baseline(inputs)
	if (locale === "fr") return fr_explore_loading_baseline(inputs)
	if (locale === "nl") return nl_explore_loading_baseline(inputs)
	if (locale === "es") return es_explore_loading_baseline(inputs)
	if (locale === "en-XA") return en_xa2_explore_loading_baseline(inputs)
	return en_explore_loading_baseline(inputs)
});