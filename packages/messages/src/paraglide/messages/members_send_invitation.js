/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Send_InvitationInputs */

const en_members_send_invitation = /** @type {(inputs: Members_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send invitation`)
};

const de_members_send_invitation = /** @type {(inputs: Members_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung senden`)
};

const fr_members_send_invitation = /** @type {(inputs: Members_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyer l’invitation`)
};

const nl_members_send_invitation = /** @type {(inputs: Members_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitnodiging versturen`)
};

const es_members_send_invitation = /** @type {(inputs: Members_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviar invitación`)
};

const en_xa2_members_send_invitation = /** @type {(inputs: Members_Send_InvitationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñð íñṽíţáţíöñ on]`)
};

/**
* | output |
* | --- |
* | "Send invitation" |
*
* @param {Members_Send_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_send_invitation = /** @type {((inputs?: Members_Send_InvitationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Send_InvitationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_send_invitation(inputs)
	if (locale === "fr") return fr_members_send_invitation(inputs)
	if (locale === "nl") return nl_members_send_invitation(inputs)
	if (locale === "es") return es_members_send_invitation(inputs)
	if (locale === "en-XA") return en_xa2_members_send_invitation(inputs)
	return en_members_send_invitation(inputs)
});