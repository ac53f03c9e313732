/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Members_InviteInputs */

const en_audit_action_members_invite = /** @type {(inputs: Audit_Action_Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member invited`)
};

const de_audit_action_members_invite = /** @type {(inputs: Audit_Action_Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied eingeladen`)
};

const fr_audit_action_members_invite = /** @type {(inputs: Audit_Action_Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre invité`)
};

const nl_audit_action_members_invite = /** @type {(inputs: Audit_Action_Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid uitgenodigd`)
};

const es_audit_action_members_invite = /** @type {(inputs: Audit_Action_Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro invitado`)
};

const en_xa2_audit_action_members_invite = /** @type {(inputs: Audit_Action_Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ íñṽíţéð on]`)
};

/**
* | output |
* | --- |
* | "Member invited" |
*
* @param {Audit_Action_Members_InviteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_members_invite = /** @type {((inputs?: Audit_Action_Members_InviteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Members_InviteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_members_invite(inputs)
	if (locale === "fr") return fr_audit_action_members_invite(inputs)
	if (locale === "nl") return nl_audit_action_members_invite(inputs)
	if (locale === "es") return es_audit_action_members_invite(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_members_invite(inputs)
	return en_audit_action_members_invite(inputs)
});