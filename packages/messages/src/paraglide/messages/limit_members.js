/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Limit_MembersInputs */

const en_limit_members = /** @type {(inputs: Limit_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members and invitations`)
};

const de_limit_members = /** @type {(inputs: Limit_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder und Einladungen`)
};

const fr_limit_members = /** @type {(inputs: Limit_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membres et invitations`)
};

const nl_limit_members = /** @type {(inputs: Limit_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leden en uitnodigingen`)
};

const es_limit_members = /** @type {(inputs: Limit_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembros e invitaciones`)
};

const en_xa2_limit_members = /** @type {(inputs: Limit_MembersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕš áñð íñṽíţáţíöñš one t]`)
};

/**
* | output |
* | --- |
* | "Members and invitations" |
*
* @param {Limit_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const limit_members = /** @type {((inputs?: Limit_MembersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Limit_MembersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_limit_members(inputs)
	if (locale === "fr") return fr_limit_members(inputs)
	if (locale === "nl") return nl_limit_members(inputs)
	if (locale === "es") return es_limit_members(inputs)
	if (locale === "en-XA") return en_xa2_limit_members(inputs)
	return en_limit_members(inputs)
});