/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Sharing_Sent_AgainInputs */

const en_sharing_sent_again = /** @type {(inputs: Sharing_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign-in link sent again to ${i?.email}`)
};

const de_sharing_sent_again = /** @type {(inputs: Sharing_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Anmeldelink erneut an ${i?.email} gesendet`)
};

const fr_sharing_sent_again = /** @type {(inputs: Sharing_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Lien de connexion renvoyé à ${i?.email}`)
};

const nl_sharing_sent_again = /** @type {(inputs: Sharing_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aanmeldlink opnieuw gestuurd naar ${i?.email}`)
};

const es_sharing_sent_again = /** @type {(inputs: Sharing_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Enlace de inicio de sesión reenviado a ${i?.email}`)
};

const en_xa2_sharing_sent_again = /** @type {(inputs: Sharing_Sent_AgainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ ļíñķ šéñţ áĝáíñ ţö ${i?.email} one two t]`)
};

/**
* | output |
* | --- |
* | "Sign-in link sent again to {email}" |
*
* @param {Sharing_Sent_AgainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_sent_again = /** @type {((inputs: Sharing_Sent_AgainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Sent_AgainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_sent_again(inputs)
	if (locale === "fr") return fr_sharing_sent_again(inputs)
	if (locale === "nl") return nl_sharing_sent_again(inputs)
	if (locale === "es") return es_sharing_sent_again(inputs)
	if (locale === "en-XA") return en_xa2_sharing_sent_again(inputs)
	return en_sharing_sent_again(inputs)
});