/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Invalid_Api_KeyInputs */

const en_refusal_invalid_api_key = /** @type {(inputs: Refusal_Invalid_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This API key is not valid.`)
};

const de_refusal_invalid_api_key = /** @type {(inputs: Refusal_Invalid_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser API-Schlüssel ist ungültig.`)
};

const fr_refusal_invalid_api_key = /** @type {(inputs: Refusal_Invalid_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette clé d’API n’est pas valide.`)
};

const nl_refusal_invalid_api_key = /** @type {(inputs: Refusal_Invalid_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze API-sleutel is ongeldig.`)
};

const es_refusal_invalid_api_key = /** @type {(inputs: Refusal_Invalid_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clave de API no es válida.`)
};

const en_xa2_refusal_invalid_api_key = /** @type {(inputs: Refusal_Invalid_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ÅÞÎ ķéý íš ñöţ ṽáļíð. one tw]`)
};

/**
* | output |
* | --- |
* | "This API key is not valid." |
*
* @param {Refusal_Invalid_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_invalid_api_key = /** @type {((inputs?: Refusal_Invalid_Api_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Invalid_Api_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_invalid_api_key(inputs)
	if (locale === "fr") return fr_refusal_invalid_api_key(inputs)
	if (locale === "nl") return nl_refusal_invalid_api_key(inputs)
	if (locale === "es") return es_refusal_invalid_api_key(inputs)
	if (locale === "en-XA") return en_xa2_refusal_invalid_api_key(inputs)
	return en_refusal_invalid_api_key(inputs)
});