/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limit_Api_KeysInputs */

const en_limit_api_keys = /** @type {(inputs: Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

const de_limit_api_keys = /** @type {(inputs: Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

const fr_limit_api_keys = /** @type {(inputs: Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’API`)
};

const nl_limit_api_keys = /** @type {(inputs: Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-sleutels`)
};

const es_limit_api_keys = /** @type {(inputs: Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claves de API`)
};

const en_xa2_limit_api_keys = /** @type {(inputs: Limit_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÅÞÎ ķéýš ]`)
};

/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Limit_Api_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const limit_api_keys = /** @type {((inputs?: Limit_Api_KeysInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limit_Api_KeysInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_limit_api_keys(inputs)
	if (locale === "fr") return fr_limit_api_keys(inputs)
	if (locale === "nl") return nl_limit_api_keys(inputs)
	if (locale === "es") return es_limit_api_keys(inputs)
	if (locale === "en-XA") return en_xa2_limit_api_keys(inputs)
	return en_limit_api_keys(inputs)
});