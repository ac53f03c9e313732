/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Scim_Revoke_TokenInputs */

const en_audit_action_scim_revoke_token = /** @type {(inputs: Audit_Action_Scim_Revoke_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM token revoked`)
};

const de_audit_action_scim_revoke_token = /** @type {(inputs: Audit_Action_Scim_Revoke_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Token widerrufen`)
};

const fr_audit_action_scim_revoke_token = /** @type {(inputs: Audit_Action_Scim_Revoke_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeton SCIM révoqué`)
};

const nl_audit_action_scim_revoke_token = /** @type {(inputs: Audit_Action_Scim_Revoke_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-token ingetrokken`)
};

const es_audit_action_scim_revoke_token = /** @type {(inputs: Audit_Action_Scim_Revoke_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token SCIM revocado`)
};

const en_xa2_audit_action_scim_revoke_token = /** @type {(inputs: Audit_Action_Scim_Revoke_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÇÎṀ ţöķéñ ŕéṽöķéð one]`)
};

/**
* | output |
* | --- |
* | "SCIM token revoked" |
*
* @param {Audit_Action_Scim_Revoke_TokenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_scim_revoke_token = /** @type {((inputs?: Audit_Action_Scim_Revoke_TokenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Scim_Revoke_TokenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_scim_revoke_token(inputs)
	if (locale === "fr") return fr_audit_action_scim_revoke_token(inputs)
	if (locale === "nl") return nl_audit_action_scim_revoke_token(inputs)
	if (locale === "es") return es_audit_action_scim_revoke_token(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_scim_revoke_token(inputs)
	return en_audit_action_scim_revoke_token(inputs)
});