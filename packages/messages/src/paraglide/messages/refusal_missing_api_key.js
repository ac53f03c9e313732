/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Missing_Api_KeyInputs */

const en_refusal_missing_api_key = /** @type {(inputs: Refusal_Missing_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send an API key.`)
};

const de_refusal_missing_api_key = /** @type {(inputs: Refusal_Missing_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden Sie einen API-Schlüssel.`)
};

const fr_refusal_missing_api_key = /** @type {(inputs: Refusal_Missing_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyez une clé d’API.`)
};

const nl_refusal_missing_api_key = /** @type {(inputs: Refusal_Missing_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stuur een API-sleutel mee.`)
};

const es_refusal_missing_api_key = /** @type {(inputs: Refusal_Missing_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envíe una clave de API.`)
};

const en_xa2_refusal_missing_api_key = /** @type {(inputs: Refusal_Missing_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð áñ ÅÞÎ ķéý. one]`)
};

/**
* | output |
* | --- |
* | "Send an API key." |
*
* @param {Refusal_Missing_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_missing_api_key = /** @type {((inputs?: Refusal_Missing_Api_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Missing_Api_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_missing_api_key(inputs)
	if (locale === "fr") return fr_refusal_missing_api_key(inputs)
	if (locale === "nl") return nl_refusal_missing_api_key(inputs)
	if (locale === "es") return es_refusal_missing_api_key(inputs)
	if (locale === "en-XA") return en_xa2_refusal_missing_api_key(inputs)
	return en_refusal_missing_api_key(inputs)
});