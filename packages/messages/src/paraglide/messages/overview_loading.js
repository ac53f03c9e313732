/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Overview_LoadingInputs */

const en_overview_loading = /** @type {(inputs: Overview_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading scores`)
};

const de_overview_loading = /** @type {(inputs: Overview_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Werte werden geladen`)
};

const fr_overview_loading = /** @type {(inputs: Overview_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des scores`)
};

const nl_overview_loading = /** @type {(inputs: Overview_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scores laden`)
};

const es_overview_loading = /** @type {(inputs: Overview_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando puntuaciones`)
};

const en_xa2_overview_loading = /** @type {(inputs: Overview_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ šçöŕéš on]`)
};

/**
* | output |
* | --- |
* | "Loading scores" |
*
* @param {Overview_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const overview_loading = /** @type {((inputs?: Overview_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Overview_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_overview_loading(inputs)
	if (locale === "fr") return fr_overview_loading(inputs)
	if (locale === "nl") return nl_overview_loading(inputs)
	if (locale === "es") return es_overview_loading(inputs)
	if (locale === "en-XA") return en_xa2_overview_loading(inputs)
	return en_overview_loading(inputs)
});