/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_MemberInputs */

const en_members_member = /** @type {(inputs: Members_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const de_members_member = /** @type {(inputs: Members_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

const fr_members_member = /** @type {(inputs: Members_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre`)
};

const nl_members_member = /** @type {(inputs: Members_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid`)
};

const es_members_member = /** @type {(inputs: Members_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro`)
};

const en_xa2_members_member = /** @type {(inputs: Members_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ ]`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Members_MemberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_member = /** @type {((inputs?: Members_MemberInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_MemberInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_member(inputs)
	if (locale === "fr") return fr_members_member(inputs)
	if (locale === "nl") return nl_members_member(inputs)
	if (locale === "es") return es_members_member(inputs)
	if (locale === "en-XA") return en_xa2_members_member(inputs)
	return en_members_member(inputs)
});