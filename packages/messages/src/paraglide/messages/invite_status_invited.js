/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Invite_Status_InvitedInputs */

const en_invite_status_invited = /** @type {(inputs: Invite_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invited`)
};

const de_invite_status_invited = /** @type {(inputs: Invite_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingeladen`)
};

const fr_invite_status_invited = /** @type {(inputs: Invite_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invité`)
};

const nl_invite_status_invited = /** @type {(inputs: Invite_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitgenodigd`)
};

const es_invite_status_invited = /** @type {(inputs: Invite_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invitado`)
};

const en_xa2_invite_status_invited = /** @type {(inputs: Invite_Status_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽíţéð ]`)
};

/**
* | output |
* | --- |
* | "Invited" |
*
* @param {Invite_Status_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invite_status_invited = /** @type {((inputs?: Invite_Status_InvitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Invite_Status_InvitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_invite_status_invited(inputs)
	if (locale === "fr") return fr_invite_status_invited(inputs)
	if (locale === "nl") return nl_invite_status_invited(inputs)
	if (locale === "es") return es_invite_status_invited(inputs)
	if (locale === "en-XA") return en_xa2_invite_status_invited(inputs)
	return en_invite_status_invited(inputs)
});