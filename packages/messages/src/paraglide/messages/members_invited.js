/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Members_InvitedInputs */

const en_members_invited = /** @type {(inputs: Members_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invited`)
};

const de_members_invited = /** @type {(inputs: Members_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingeladen`)
};

const fr_members_invited = /** @type {(inputs: Members_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invité`)
};

const nl_members_invited = /** @type {(inputs: Members_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitgenodigd`)
};

const es_members_invited = /** @type {(inputs: Members_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitado`)
};

const en_xa2_members_invited = /** @type {(inputs: Members_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţéð ]`)
};

/**
* | output |
* | --- |
* | "Invited" |
*
* @param {Members_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_invited = /** @type {((inputs?: Members_InvitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_InvitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_invited(inputs)
	if (locale === "fr") return fr_members_invited(inputs)
	if (locale === "nl") return nl_members_invited(inputs)
	if (locale === "es") return es_members_invited(inputs)
	if (locale === "en-XA") return en_xa2_members_invited(inputs)
	return en_members_invited(inputs)
});