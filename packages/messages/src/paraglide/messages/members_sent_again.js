/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Members_Sent_AgainInputs */

const en_members_sent_again = /** @type {(inputs: Members_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation sent again to ${i?.email}`)
};

const de_members_sent_again = /** @type {(inputs: Members_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung erneut an ${i?.email} gesendet`)
};

const fr_members_sent_again = /** @type {(inputs: Members_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitation renvoyée à ${i?.email}`)
};

const nl_members_sent_again = /** @type {(inputs: Members_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uitnodiging opnieuw gestuurd naar ${i?.email}`)
};

const es_members_sent_again = /** @type {(inputs: Members_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invitación reenviada a ${i?.email}`)
};

const en_xa2_members_sent_again = /** @type {(inputs: Members_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Îñṽíţáţíöñ šéñţ áĝáíñ ţö ${i?.email} one two ]`)
};

/**
* | output |
* | --- |
* | "Invitation sent again to {email}" |
*
* @param {Members_Sent_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_sent_again = /** @type {((inputs: Members_Sent_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Sent_AgainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_sent_again(inputs)
	if (locale === "fr") return fr_members_sent_again(inputs)
	if (locale === "nl") return nl_members_sent_again(inputs)
	if (locale === "es") return es_members_sent_again(inputs)
	if (locale === "en-XA") return en_xa2_members_sent_again(inputs)
	return en_members_sent_again(inputs)
});