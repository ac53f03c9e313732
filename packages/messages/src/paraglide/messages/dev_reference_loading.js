/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Reference_LoadingInputs */

const en_dev_reference_loading = /** @type {(inputs: Dev_Reference_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the API reference`)
};

const de_dev_reference_loading = /** @type {(inputs: Dev_Reference_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Referenz wird geladen`)
};

const fr_dev_reference_loading = /** @type {(inputs: Dev_Reference_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la référence de l’API`)
};

const nl_dev_reference_loading = /** @type {(inputs: Dev_Reference_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-referentie laden`)
};

const es_dev_reference_loading = /** @type {(inputs: Dev_Reference_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la referencia de la API`)
};

const en_xa2_dev_reference_loading = /** @type {(inputs: Dev_Reference_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ÅÞÎ ŕéƒéŕéñçé one tw]`)
};

/**
* | output |
* | --- |
* | "Loading the API reference" |
*
* @param {Dev_Reference_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_reference_loading = /** @type {((inputs?: Dev_Reference_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Reference_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_reference_loading(inputs)
	if (locale === "fr") return fr_dev_reference_loading(inputs)
	if (locale === "nl") return nl_dev_reference_loading(inputs)
	if (locale === "es") return es_dev_reference_loading(inputs)
	if (locale === "en-XA") return en_xa2_dev_reference_loading(inputs)
	return en_dev_reference_loading(inputs)
});