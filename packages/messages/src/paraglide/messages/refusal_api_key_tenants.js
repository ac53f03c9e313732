/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Api_Key_TenantsInputs */

const en_refusal_api_key_tenants = /** @type {(inputs: Refusal_Api_Key_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This API key cannot reach this tenant.`)
};

const de_refusal_api_key_tenants = /** @type {(inputs: Refusal_Api_Key_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser API-Schlüssel hat keinen Zugriff auf diesen Mandanten.`)
};

const fr_refusal_api_key_tenants = /** @type {(inputs: Refusal_Api_Key_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette clé d’API n’a pas accès à cette entité.`)
};

const nl_refusal_api_key_tenants = /** @type {(inputs: Refusal_Api_Key_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze API-sleutel heeft geen toegang tot deze tenant.`)
};

const es_refusal_api_key_tenants = /** @type {(inputs: Refusal_Api_Key_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clave de API no tiene acceso a este inquilino.`)
};

const en_xa2_refusal_api_key_tenants = /** @type {(inputs: Refusal_Api_Key_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ÅÞÎ ķéý çáññöţ ŕéáçĥ ţĥíš ţéñáñţ. one two th]`)
};

/**
* | output |
* | --- |
* | "This API key cannot reach this tenant." |
*
* @param {Refusal_Api_Key_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_api_key_tenants = /** @type {((inputs?: Refusal_Api_Key_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Api_Key_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_api_key_tenants(inputs)
	if (locale === "fr") return fr_refusal_api_key_tenants(inputs)
	if (locale === "nl") return nl_refusal_api_key_tenants(inputs)
	if (locale === "es") return es_refusal_api_key_tenants(inputs)
	if (locale === "en-XA") return en_xa2_refusal_api_key_tenants(inputs)
	return en_refusal_api_key_tenants(inputs)
});