/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Actor_Api_KeyInputs */

const en_audit_actor_api_key = /** @type {(inputs: Audit_Actor_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key`)
};

const de_audit_actor_api_key = /** @type {(inputs: Audit_Actor_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

const fr_audit_actor_api_key = /** @type {(inputs: Audit_Actor_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’API`)
};

const nl_audit_actor_api_key = /** @type {(inputs: Audit_Actor_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-sleutel`)
};

const es_audit_actor_api_key = /** @type {(inputs: Audit_Actor_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de API`)
};

const en_xa2_audit_actor_api_key = /** @type {(inputs: Audit_Actor_Api_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÅÞÎ ķéý ]`)
};

/**
* | output |
* | --- |
* | "API key" |
*
* @param {Audit_Actor_Api_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_actor_api_key = /** @type {((inputs?: Audit_Actor_Api_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Actor_Api_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_actor_api_key(inputs)
	if (locale === "fr") return fr_audit_actor_api_key(inputs)
	if (locale === "nl") return nl_audit_actor_api_key(inputs)
	if (locale === "es") return es_audit_actor_api_key(inputs)
	if (locale === "en-XA") return en_xa2_audit_actor_api_key(inputs)
	return en_audit_actor_api_key(inputs)
});