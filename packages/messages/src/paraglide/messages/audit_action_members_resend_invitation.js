/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Members_Resend_InvitationInputs */

const en_audit_action_members_resend_invitation = /** @type {(inputs: Audit_Action_Members_Resend_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation resent`)
};

const de_audit_action_members_resend_invitation = /** @type {(inputs: Audit_Action_Members_Resend_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung erneut gesendet`)
};

const fr_audit_action_members_resend_invitation = /** @type {(inputs: Audit_Action_Members_Resend_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation renvoyée`)
};

const nl_audit_action_members_resend_invitation = /** @type {(inputs: Audit_Action_Members_Resend_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitnodiging opnieuw verstuurd`)
};

const es_audit_action_members_resend_invitation = /** @type {(inputs: Audit_Action_Members_Resend_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitación reenviada`)
};

const en_xa2_audit_action_members_resend_invitation = /** @type {(inputs: Audit_Action_Members_Resend_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţáţíöñ ŕéšéñţ one]`)
};

/**
* | output |
* | --- |
* | "Invitation resent" |
*
* @param {Audit_Action_Members_Resend_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_members_resend_invitation = /** @type {((inputs?: Audit_Action_Members_Resend_InvitationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Members_Resend_InvitationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_members_resend_invitation(inputs)
	if (locale === "fr") return fr_audit_action_members_resend_invitation(inputs)
	if (locale === "nl") return nl_audit_action_members_resend_invitation(inputs)
	if (locale === "es") return es_audit_action_members_resend_invitation(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_members_resend_invitation(inputs)
	return en_audit_action_members_resend_invitation(inputs)
});