/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Sharing_RevokeInputs */

const en_audit_action_sharing_revoke = /** @type {(inputs: Audit_Action_Sharing_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share revoked`)
};

const de_audit_action_sharing_revoke = /** @type {(inputs: Audit_Action_Sharing_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Freigabe widerrufen`)
};

const fr_audit_action_sharing_revoke = /** @type {(inputs: Audit_Action_Sharing_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partage révoqué`)
};

const nl_audit_action_sharing_revoke = /** @type {(inputs: Audit_Action_Sharing_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delen ingetrokken`)
};

const es_audit_action_sharing_revoke = /** @type {(inputs: Audit_Action_Sharing_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uso compartido revocado`)
};

const en_xa2_audit_action_sharing_revoke = /** @type {(inputs: Audit_Action_Sharing_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕé ŕéṽöķéð on]`)
};

/**
* | output |
* | --- |
* | "Share revoked" |
*
* @param {Audit_Action_Sharing_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sharing_revoke = /** @type {((inputs?: Audit_Action_Sharing_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Sharing_RevokeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_sharing_revoke(inputs)
	if (locale === "fr") return fr_audit_action_sharing_revoke(inputs)
	if (locale === "nl") return nl_audit_action_sharing_revoke(inputs)
	if (locale === "es") return es_audit_action_sharing_revoke(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_sharing_revoke(inputs)
	return en_audit_action_sharing_revoke(inputs)
});