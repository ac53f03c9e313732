/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_InvitationsInputs */

const en_invite_invitations = /** @type {(inputs: Invite_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

const de_invite_invitations = /** @type {(inputs: Invite_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladungen`)
};

const fr_invite_invitations = /** @type {(inputs: Invite_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitations`)
};

const nl_invite_invitations = /** @type {(inputs: Invite_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitnodigingen`)
};

const es_invite_invitations = /** @type {(inputs: Invite_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitaciones`)
};

const en_xa2_invite_invitations = /** @type {(inputs: Invite_InvitationsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţáţíöñš o]`)
};

/**
* | output |
* | --- |
* | "Invitations" |
*
* @param {Invite_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_invitations = /** @type {((inputs?: Invite_InvitationsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_InvitationsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_invitations(inputs)
	if (locale === "fr") return fr_invite_invitations(inputs)
	if (locale === "nl") return nl_invite_invitations(inputs)
	if (locale === "es") return es_invite_invitations(inputs)
	if (locale === "en-XA") return en_xa2_invite_invitations(inputs)
	return en_invite_invitations(inputs)
});