/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_Dashboard_LoadingInputs */

const en_home_dashboard_loading = /** @type {(inputs: Home_Dashboard_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the dashboard`)
};

const de_home_dashboard_loading = /** @type {(inputs: Home_Dashboard_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard wird geladen`)
};

const fr_home_dashboard_loading = /** @type {(inputs: Home_Dashboard_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement du tableau de bord`)
};

const nl_home_dashboard_loading = /** @type {(inputs: Home_Dashboard_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard laden`)
};

const es_home_dashboard_loading = /** @type {(inputs: Home_Dashboard_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el panel`)
};

const en_xa2_home_dashboard_loading = /** @type {(inputs: Home_Dashboard_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ðášĥƀöáŕð one ]`)
};

/**
* | output |
* | --- |
* | "Loading the dashboard" |
*
* @param {Home_Dashboard_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_dashboard_loading = /** @type {((inputs?: Home_Dashboard_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Dashboard_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_dashboard_loading(inputs)
	if (locale === "fr") return fr_home_dashboard_loading(inputs)
	if (locale === "nl") return nl_home_dashboard_loading(inputs)
	if (locale === "es") return es_home_dashboard_loading(inputs)
	if (locale === "en-XA") return en_xa2_home_dashboard_loading(inputs)
	return en_home_dashboard_loading(inputs)
});