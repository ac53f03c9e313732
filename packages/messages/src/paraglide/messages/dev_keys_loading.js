/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Keys_LoadingInputs */

const en_dev_keys_loading = /** @type {(inputs: Dev_Keys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading API keys`)
};

const de_dev_keys_loading = /** @type {(inputs: Dev_Keys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel werden geladen`)
};

const fr_dev_keys_loading = /** @type {(inputs: Dev_Keys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des clés d’API`)
};

const nl_dev_keys_loading = /** @type {(inputs: Dev_Keys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-sleutels laden`)
};

const es_dev_keys_loading = /** @type {(inputs: Dev_Keys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando claves de API`)
};

const en_xa2_dev_keys_loading = /** @type {(inputs: Dev_Keys_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ÅÞÎ ķéýš one]`)
};

/**
* | output |
* | --- |
* | "Loading API keys" |
*
* @param {Dev_Keys_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_keys_loading = /** @type {((inputs?: Dev_Keys_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Keys_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_keys_loading(inputs)
	if (locale === "fr") return fr_dev_keys_loading(inputs)
	if (locale === "nl") return nl_dev_keys_loading(inputs)
	if (locale === "es") return es_dev_keys_loading(inputs)
	if (locale === "en-XA") return en_xa2_dev_keys_loading(inputs)
	return en_dev_keys_loading(inputs)
});