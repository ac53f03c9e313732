/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Error_Email_InvalidInputs */

const en_signin_error_email_invalid = /** @type {(inputs: Signin_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid email address.`)
};

const de_signin_error_email_invalid = /** @type {(inputs: Signin_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine gültige E-Mail-Adresse ein.`)
};

const fr_signin_error_email_invalid = /** @type {(inputs: Signin_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse e-mail valide.`)
};

const nl_signin_error_email_invalid = /** @type {(inputs: Signin_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul een geldig e-mailadres in.`)
};

const es_signin_error_email_invalid = /** @type {(inputs: Signin_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una dirección de correo válida.`)
};

const en_xa2_signin_error_email_invalid = /** @type {(inputs: Signin_Error_Email_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ṽáļíð éɱáíļ áððŕéšš. one two]`)
};

/**
* | output |
* | --- |
* | "Enter a valid email address." |
*
* @param {Signin_Error_Email_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_error_email_invalid = /** @type {((inputs?: Signin_Error_Email_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Error_Email_InvalidInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_error_email_invalid(inputs)
	if (locale === "fr") return fr_signin_error_email_invalid(inputs)
	if (locale === "nl") return nl_signin_error_email_invalid(inputs)
	if (locale === "es") return es_signin_error_email_invalid(inputs)
	if (locale === "en-XA") return en_xa2_signin_error_email_invalid(inputs)
	return en_signin_error_email_invalid(inputs)
});