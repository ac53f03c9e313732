/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_Invitation_DocumentInputs */

const en_members_invitation_document = /** @type {(inputs: Members_Invitation_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation`)
};

const de_members_invitation_document = /** @type {(inputs: Members_Invitation_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einladung`)
};

const fr_members_invitation_document = /** @type {(inputs: Members_Invitation_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitation`)
};

const nl_members_invitation_document = /** @type {(inputs: Members_Invitation_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitnodiging`)
};

const es_members_invitation_document = /** @type {(inputs: Members_Invitation_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitación`)
};

const en_xa2_members_invitation_document = /** @type {(inputs: Members_Invitation_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţáţíöñ o]`)
};

/**
* | output |
* | --- |
* | "Invitation" |
*
* @param {Members_Invitation_DocumentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_invitation_document = /** @type {((inputs?: Members_Invitation_DocumentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Invitation_DocumentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_invitation_document(inputs)
	if (locale === "fr") return fr_members_invitation_document(inputs)
	if (locale === "nl") return nl_members_invitation_document(inputs)
	if (locale === "es") return es_members_invitation_document(inputs)
	if (locale === "en-XA") return en_xa2_members_invitation_document(inputs)
	return en_members_invitation_document(inputs)
});