/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Sharing_Got_EmailInputs */

const en_sharing_got_email = /** @type {(inputs: Sharing_Got_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`They got an email with the sign-in link.`)
};

const de_sharing_got_email = /** @type {(inputs: Sharing_Got_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Person hat eine E-Mail mit dem Anmeldelink erhalten.`)
};

const fr_sharing_got_email = /** @type {(inputs: Sharing_Got_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La personne a reçu un e-mail avec le lien de connexion.`)
};

const nl_sharing_got_email = /** @type {(inputs: Sharing_Got_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze persoon heeft een e-mail met de aanmeldlink ontvangen.`)
};

const es_sharing_got_email = /** @type {(inputs: Sharing_Got_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ha recibido un correo con el enlace de inicio de sesión.`)
};

const en_xa2_sharing_got_email = /** @type {(inputs: Sharing_Got_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéý ĝöţ áñ éɱáíļ ŵíţĥ ţĥé šíĝñ-íñ ļíñķ. one two thr]`)
};

/**
* | output |
* | --- |
* | "They got an email with the sign-in link." |
*
* @param {Sharing_Got_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sharing_got_email = /** @type {((inputs?: Sharing_Got_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sharing_Got_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_sharing_got_email(inputs)
	if (locale === "fr") return fr_sharing_got_email(inputs)
	if (locale === "nl") return nl_sharing_got_email(inputs)
	if (locale === "es") return es_sharing_got_email(inputs)
	if (locale === "en-XA") return en_xa2_sharing_got_email(inputs)
	return en_sharing_got_email(inputs)
});