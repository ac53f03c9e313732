/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Members_Invitation_SentInputs */

const en_members_invitation_sent = /** @type {(inputs: Members_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation sent to ${i?.email}`)
};

const de_members_invitation_sent = /** @type {(inputs: Members_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung an ${i?.email} gesendet`)
};

const fr_members_invitation_sent = /** @type {(inputs: Members_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation envoyée à ${i?.email}`)
};

const nl_members_invitation_sent = /** @type {(inputs: Members_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uitnodiging gestuurd naar ${i?.email}`)
};

const es_members_invitation_sent = /** @type {(inputs: Members_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitación enviada a ${i?.email}`)
};

const en_xa2_members_invitation_sent = /** @type {(inputs: Members_Invitation_SentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Îñṽíţáţíöñ šéñţ ţö ${i?.email} one tw]`)
};

/**
* | output |
* | --- |
* | "Invitation sent to {email}" |
*
* @param {Members_Invitation_SentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_invitation_sent = /** @type {((inputs: Members_Invitation_SentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invitation_SentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_invitation_sent(inputs)
	if (locale === "fr") return fr_members_invitation_sent(inputs)
	if (locale === "nl") return nl_members_invitation_sent(inputs)
	if (locale === "es") return es_members_invitation_sent(inputs)
	if (locale === "en-XA") return en_xa2_members_invitation_sent(inputs)
	return en_members_invitation_sent(inputs)
});