/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_InviteInputs */

const en_members_invite = /** @type {(inputs: Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite member`)
};

const de_members_invite = /** @type {(inputs: Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied einladen`)
};

const fr_members_invite = /** @type {(inputs: Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter un membre`)
};

const nl_members_invite = /** @type {(inputs: Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid uitnodigen`)
};

const es_members_invite = /** @type {(inputs: Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar a un miembro`)
};

const en_xa2_members_invite = /** @type {(inputs: Members_InviteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţé ɱéɱƀéŕ on]`)
};

/**
* | output |
* | --- |
* | "Invite member" |
*
* @param {Members_InviteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_invite = /** @type {((inputs?: Members_InviteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_InviteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_invite(inputs)
	if (locale === "fr") return fr_members_invite(inputs)
	if (locale === "nl") return nl_members_invite(inputs)
	if (locale === "es") return es_members_invite(inputs)
	if (locale === "en-XA") return en_xa2_members_invite(inputs)
	return en_members_invite(inputs)
});