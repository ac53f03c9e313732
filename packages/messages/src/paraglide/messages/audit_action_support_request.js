/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Support_RequestInputs */

const en_audit_action_support_request = /** @type {(inputs: Audit_Action_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support access requested`)
};

const de_audit_action_support_request = /** @type {(inputs: Audit_Action_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Support-Zugriff angefordert`)
};

const fr_audit_action_support_request = /** @type {(inputs: Audit_Action_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès du support demandé`)
};

const nl_audit_action_support_request = /** @type {(inputs: Audit_Action_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toegang voor support aangevraagd`)
};

const es_audit_action_support_request = /** @type {(inputs: Audit_Action_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso de soporte solicitado`)
};

const en_xa2_audit_action_support_request = /** @type {(inputs: Audit_Action_Support_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šüþþöŕţ áççéšš ŕéǫüéšţéð one t]`)
};

/**
* | output |
* | --- |
* | "Support access requested" |
*
* @param {Audit_Action_Support_RequestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_support_request = /** @type {((inputs?: Audit_Action_Support_RequestInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Support_RequestInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_support_request(inputs)
	if (locale === "fr") return fr_audit_action_support_request(inputs)
	if (locale === "nl") return nl_audit_action_support_request(inputs)
	if (locale === "es") return es_audit_action_support_request(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_support_request(inputs)
	return en_audit_action_support_request(inputs)
});