/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Error_Email_EmptyInputs */

const en_signin_error_email_empty = /** @type {(inputs: Signin_Error_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your email address.`)
};

const de_signin_error_email_empty = /** @type {(inputs: Signin_Error_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie Ihre E-Mail-Adresse ein.`)
};

const fr_signin_error_email_empty = /** @type {(inputs: Signin_Error_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez votre adresse e-mail.`)
};

const nl_signin_error_email_empty = /** @type {(inputs: Signin_Error_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul uw e-mailadres in.`)
};

const es_signin_error_email_empty = /** @type {(inputs: Signin_Error_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca su dirección de correo.`)
};

const en_xa2_signin_error_email_empty = /** @type {(inputs: Signin_Error_Email_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýöüŕ éɱáíļ áððŕéšš. one tw]`)
};

/**
* | output |
* | --- |
* | "Enter your email address." |
*
* @param {Signin_Error_Email_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_error_email_empty = /** @type {((inputs?: Signin_Error_Email_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Error_Email_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_error_email_empty(inputs)
	if (locale === "fr") return fr_signin_error_email_empty(inputs)
	if (locale === "nl") return nl_signin_error_email_empty(inputs)
	if (locale === "es") return es_signin_error_email_empty(inputs)
	if (locale === "en-XA") return en_xa2_signin_error_email_empty(inputs)
	return en_signin_error_email_empty(inputs)
});