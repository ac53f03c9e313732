/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Support_RevokeInputs */

const en_audit_action_support_revoke = /** @type {(inputs: Audit_Action_Support_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access revoked`)
};

const de_audit_action_support_revoke = /** @type {(inputs: Audit_Action_Support_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff widerrufen`)
};

const fr_audit_action_support_revoke = /** @type {(inputs: Audit_Action_Support_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support révoqué`)
};

const nl_audit_action_support_revoke = /** @type {(inputs: Audit_Action_Support_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support ingetrokken`)
};

const es_audit_action_support_revoke = /** @type {(inputs: Audit_Action_Support_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte revocado`)
};

const en_xa2_audit_action_support_revoke = /** @type {(inputs: Audit_Action_Support_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš ŕéṽöķéð one t]`)
};

/**
* | output |
* | --- |
* | "Support access revoked" |
*
* @param {Audit_Action_Support_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_support_revoke = /** @type {((inputs?: Audit_Action_Support_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Support_RevokeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_support_revoke(inputs)
	if (locale === "fr") return fr_audit_action_support_revoke(inputs)
	if (locale === "nl") return nl_audit_action_support_revoke(inputs)
	if (locale === "es") return es_audit_action_support_revoke(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_support_revoke(inputs)
	return en_audit_action_support_revoke(inputs)
});