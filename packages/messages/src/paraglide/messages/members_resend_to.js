/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Members_Resend_ToInputs */

const en_members_resend_to = /** @type {(inputs: Members_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resend the invitation to ${i?.email}`)
};

const de_members_resend_to = /** @type {(inputs: Members_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Einladung erneut an ${i?.email} senden`)
};

const fr_members_resend_to = /** @type {(inputs: Members_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renvoyer l’invitation à ${i?.email}`)
};

const nl_members_resend_to = /** @type {(inputs: Members_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Uitnodiging opnieuw sturen naar ${i?.email}`)
};

const es_members_resend_to = /** @type {(inputs: Members_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar la invitación a ${i?.email}`)
};

const en_xa2_members_resend_to = /** @type {(inputs: Members_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ţĥé íñṽíţáţíöñ ţö ${i?.email} one two ]`)
};

/**
* | output |
* | --- |
* | "Resend the invitation to {email}" |
*
* @param {Members_Resend_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const members_resend_to = /** @type {((inputs: Members_Resend_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Members_Resend_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_members_resend_to(inputs)
	if (locale === "fr") return fr_members_resend_to(inputs)
	if (locale === "nl") return nl_members_resend_to(inputs)
	if (locale === "es") return es_members_resend_to(inputs)
	if (locale === "en-XA") return en_xa2_members_resend_to(inputs)
	return en_members_resend_to(inputs)
});