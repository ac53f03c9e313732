/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invite_TitleInputs */

const en_members_invite_title = /** @type {(inputs: Members_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invite a member`)
};

const de_members_invite_title = /** @type {(inputs: Members_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Mitglied einladen`)
};

const fr_members_invite_title = /** @type {(inputs: Members_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inviter un membre`)
};

const nl_members_invite_title = /** @type {(inputs: Members_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een lid uitnodigen`)
};

const es_members_invite_title = /** @type {(inputs: Members_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitar a un miembro`)
};

const en_xa2_members_invite_title = /** @type {(inputs: Members_Invite_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţé á ɱéɱƀéŕ on]`)
};

/**
* | output |
* | --- |
* | "Invite a member" |
*
* @param {Members_Invite_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_invite_title = /** @type {((inputs?: Members_Invite_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invite_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_invite_title(inputs)
	if (locale === "fr") return fr_members_invite_title(inputs)
	if (locale === "nl") return nl_members_invite_title(inputs)
	if (locale === "es") return es_members_invite_title(inputs)
	if (locale === "en-XA") return en_xa2_members_invite_title(inputs)
	return en_members_invite_title(inputs)
});