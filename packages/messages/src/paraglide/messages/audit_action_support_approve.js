/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Support_ApproveInputs */

const en_audit_action_support_approve = /** @type {(inputs: Audit_Action_Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access approved`)
};

const de_audit_action_support_approve = /** @type {(inputs: Audit_Action_Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff genehmigt`)
};

const fr_audit_action_support_approve = /** @type {(inputs: Audit_Action_Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support approuvé`)
};

const nl_audit_action_support_approve = /** @type {(inputs: Audit_Action_Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support goedgekeurd`)
};

const es_audit_action_support_approve = /** @type {(inputs: Audit_Action_Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte aprobado`)
};

const en_xa2_audit_action_support_approve = /** @type {(inputs: Audit_Action_Support_ApproveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš áþþŕöṽéð one t]`)
};

/**
* | output |
* | --- |
* | "Support access approved" |
*
* @param {Audit_Action_Support_ApproveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_support_approve = /** @type {((inputs?: Audit_Action_Support_ApproveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Support_ApproveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_support_approve(inputs)
	if (locale === "fr") return fr_audit_action_support_approve(inputs)
	if (locale === "nl") return nl_audit_action_support_approve(inputs)
	if (locale === "es") return es_audit_action_support_approve(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_support_approve(inputs)
	return en_audit_action_support_approve(inputs)
});