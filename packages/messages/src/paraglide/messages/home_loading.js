/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_LoadingInputs */

const en_home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading your portfolio`)
};

const de_home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Portfolio wird geladen`)
};

const fr_home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de votre portefeuille`)
};

const nl_home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw portfolio laden`)
};

const es_home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando su cartera`)
};

const en_xa2_home_loading = /** @type {(inputs: Home_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ýöüŕ þöŕţƒöļíö one t]`)
};

/**
* | output |
* | --- |
* | "Loading your portfolio" |
*
* @param {Home_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_loading = /** @type {((inputs?: Home_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_loading(inputs)
	if (locale === "fr") return fr_home_loading(inputs)
	if (locale === "nl") return nl_home_loading(inputs)
	if (locale === "es") return es_home_loading(inputs)
	if (locale === "en-XA") return en_xa2_home_loading(inputs)
	return en_home_loading(inputs)
});