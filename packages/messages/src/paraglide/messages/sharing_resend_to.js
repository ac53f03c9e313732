/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Sharing_Resend_ToInputs */

const en_sharing_resend_to = /** @type {(inputs: Sharing_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Resend the sign-in link to ${i?.email}`)
};

const de_sharing_resend_to = /** @type {(inputs: Sharing_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anmeldelink erneut an ${i?.email} senden`)
};

const fr_sharing_resend_to = /** @type {(inputs: Sharing_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renvoyer le lien de connexion à ${i?.email}`)
};

const nl_sharing_resend_to = /** @type {(inputs: Sharing_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aanmeldlink opnieuw sturen naar ${i?.email}`)
};

const es_sharing_resend_to = /** @type {(inputs: Sharing_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reenviar el enlace de inicio de sesión a ${i?.email}`)
};

const en_xa2_sharing_resend_to = /** @type {(inputs: Sharing_Resend_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéšéñð ţĥé šíĝñ-íñ ļíñķ ţö ${i?.email} one two t]`)
};

/**
* | output |
* | --- |
* | "Resend the sign-in link to {email}" |
*
* @param {Sharing_Resend_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_resend_to = /** @type {((inputs: Sharing_Resend_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Resend_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_resend_to(inputs)
	if (locale === "fr") return fr_sharing_resend_to(inputs)
	if (locale === "nl") return nl_sharing_resend_to(inputs)
	if (locale === "es") return es_sharing_resend_to(inputs)
	if (locale === "en-XA") return en_xa2_sharing_resend_to(inputs)
	return en_sharing_resend_to(inputs)
});