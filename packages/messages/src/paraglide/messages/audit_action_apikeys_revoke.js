/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Apikeys_RevokeInputs */

const en_audit_action_apikeys_revoke = /** @type {(inputs: Audit_Action_Apikeys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API key revoked`)
};

const de_audit_action_apikeys_revoke = /** @type {(inputs: Audit_Action_Apikeys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel widerrufen`)
};

const fr_audit_action_apikeys_revoke = /** @type {(inputs: Audit_Action_Apikeys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé d’API révoquée`)
};

const nl_audit_action_apikeys_revoke = /** @type {(inputs: Audit_Action_Apikeys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-sleutel ingetrokken`)
};

const es_audit_action_apikeys_revoke = /** @type {(inputs: Audit_Action_Apikeys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de API revocada`)
};

const en_xa2_audit_action_apikeys_revoke = /** @type {(inputs: Audit_Action_Apikeys_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÅÞÎ ķéý ŕéṽöķéð on]`)
};

/**
* | output |
* | --- |
* | "API key revoked" |
*
* @param {Audit_Action_Apikeys_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_apikeys_revoke = /** @type {((inputs?: Audit_Action_Apikeys_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Apikeys_RevokeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_apikeys_revoke(inputs)
	if (locale === "fr") return fr_audit_action_apikeys_revoke(inputs)
	if (locale === "nl") return nl_audit_action_apikeys_revoke(inputs)
	if (locale === "es") return es_audit_action_apikeys_revoke(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_apikeys_revoke(inputs)
	return en_audit_action_apikeys_revoke(inputs)
});