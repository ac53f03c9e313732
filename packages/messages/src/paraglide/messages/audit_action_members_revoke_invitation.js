/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Members_Revoke_InvitationInputs */

const en_audit_action_members_revoke_invitation = /** @type {(inputs: Audit_Action_Members_Revoke_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation withdrawn`)
};

const de_audit_action_members_revoke_invitation = /** @type {(inputs: Audit_Action_Members_Revoke_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung zurückgezogen`)
};

const fr_audit_action_members_revoke_invitation = /** @type {(inputs: Audit_Action_Members_Revoke_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation retirée`)
};

const nl_audit_action_members_revoke_invitation = /** @type {(inputs: Audit_Action_Members_Revoke_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitnodiging ingetrokken`)
};

const es_audit_action_members_revoke_invitation = /** @type {(inputs: Audit_Action_Members_Revoke_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitación retirada`)
};

const en_xa2_audit_action_members_revoke_invitation = /** @type {(inputs: Audit_Action_Members_Revoke_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţáţíöñ ŵíţĥðŕáŵñ one ]`)
};

/**
* | output |
* | --- |
* | "Invitation withdrawn" |
*
* @param {Audit_Action_Members_Revoke_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_members_revoke_invitation = /** @type {((inputs?: Audit_Action_Members_Revoke_InvitationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Members_Revoke_InvitationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_members_revoke_invitation(inputs)
	if (locale === "fr") return fr_audit_action_members_revoke_invitation(inputs)
	if (locale === "nl") return nl_audit_action_members_revoke_invitation(inputs)
	if (locale === "es") return es_audit_action_members_revoke_invitation(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_members_revoke_invitation(inputs)
	return en_audit_action_members_revoke_invitation(inputs)
});