/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Support_DenyInputs */

const en_audit_action_support_deny = /** @type {(inputs: Audit_Action_Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access denied`)
};

const de_audit_action_support_deny = /** @type {(inputs: Audit_Action_Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff abgelehnt`)
};

const fr_audit_action_support_deny = /** @type {(inputs: Audit_Action_Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support refusé`)
};

const nl_audit_action_support_deny = /** @type {(inputs: Audit_Action_Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support geweigerd`)
};

const es_audit_action_support_deny = /** @type {(inputs: Audit_Action_Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte denegado`)
};

const en_xa2_audit_action_support_deny = /** @type {(inputs: Audit_Action_Support_DenyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš ðéñíéð one ]`)
};

/**
* | output |
* | --- |
* | "Support access denied" |
*
* @param {Audit_Action_Support_DenyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_support_deny = /** @type {((inputs?: Audit_Action_Support_DenyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Support_DenyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_support_deny(inputs)
	if (locale === "fr") return fr_audit_action_support_deny(inputs)
	if (locale === "nl") return nl_audit_action_support_deny(inputs)
	if (locale === "es") return es_audit_action_support_deny(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_support_deny(inputs)
	return en_audit_action_support_deny(inputs)
});