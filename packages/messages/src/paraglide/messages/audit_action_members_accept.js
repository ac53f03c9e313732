/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Members_AcceptInputs */

const en_audit_action_members_accept = /** @type {(inputs: Audit_Action_Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation accepted`)
};

const de_audit_action_members_accept = /** @type {(inputs: Audit_Action_Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung angenommen`)
};

const fr_audit_action_members_accept = /** @type {(inputs: Audit_Action_Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation acceptée`)
};

const nl_audit_action_members_accept = /** @type {(inputs: Audit_Action_Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitnodiging geaccepteerd`)
};

const es_audit_action_members_accept = /** @type {(inputs: Audit_Action_Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitación aceptada`)
};

const en_xa2_audit_action_members_accept = /** @type {(inputs: Audit_Action_Members_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţáţíöñ áççéþţéð one ]`)
};

/**
* | output |
* | --- |
* | "Invitation accepted" |
*
* @param {Audit_Action_Members_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_members_accept = /** @type {((inputs?: Audit_Action_Members_AcceptInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Members_AcceptInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_members_accept(inputs)
	if (locale === "fr") return fr_audit_action_members_accept(inputs)
	if (locale === "nl") return nl_audit_action_members_accept(inputs)
	if (locale === "es") return es_audit_action_members_accept(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_members_accept(inputs)
	return en_audit_action_members_accept(inputs)
});