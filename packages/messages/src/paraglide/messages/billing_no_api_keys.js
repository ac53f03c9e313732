/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_No_Api_KeysInputs */

const en_billing_no_api_keys = /** @type {(inputs: Billing_No_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API keys`)
};

const de_billing_no_api_keys = /** @type {(inputs: Billing_No_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine API-Schlüssel`)
};

const fr_billing_no_api_keys = /** @type {(inputs: Billing_No_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas de clés d’API`)
};

const nl_billing_no_api_keys = /** @type {(inputs: Billing_No_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen API-sleutels`)
};

const es_billing_no_api_keys = /** @type {(inputs: Billing_No_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin claves de API`)
};

const en_xa2_billing_no_api_keys = /** @type {(inputs: Billing_No_Api_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ÅÞÎ ķéýš o]`)
};

/**
* | output |
* | --- |
* | "No API keys" |
*
* @param {Billing_No_Api_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_no_api_keys = /** @type {((inputs?: Billing_No_Api_KeysInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_Api_KeysInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_no_api_keys(inputs)
	if (locale === "fr") return fr_billing_no_api_keys(inputs)
	if (locale === "nl") return nl_billing_no_api_keys(inputs)
	if (locale === "es") return es_billing_no_api_keys(inputs)
	if (locale === "en-XA") return en_xa2_billing_no_api_keys(inputs)
	return en_billing_no_api_keys(inputs)
});