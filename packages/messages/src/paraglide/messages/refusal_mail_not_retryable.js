/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Refusal_Mail_Not_RetryableInputs */

const en_refusal_mail_not_retryable = /** @type {(inputs: Refusal_Mail_Not_RetryableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This mail cannot be sent again.`)
};

const de_refusal_mail_not_retryable = /** @type {(inputs: Refusal_Mail_Not_RetryableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese E-Mail kann nicht erneut gesendet werden.`)
};

const fr_refusal_mail_not_retryable = /** @type {(inputs: Refusal_Mail_Not_RetryableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce message ne peut pas être renvoyé.`)
};

const nl_refusal_mail_not_retryable = /** @type {(inputs: Refusal_Mail_Not_RetryableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze e-mail kan niet opnieuw worden verzonden.`)
};

const es_refusal_mail_not_retryable = /** @type {(inputs: Refusal_Mail_Not_RetryableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este correo no se puede volver a enviar.`)
};

const en_xa2_refusal_mail_not_retryable = /** @type {(inputs: Refusal_Mail_Not_RetryableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ɱáíļ çáññöţ ƀé šéñţ áĝáíñ. one two ]`)
};

/**
* | output |
* | --- |
* | "This mail cannot be sent again." |
*
* @param {Refusal_Mail_Not_RetryableInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_mail_not_retryable = /** @type {((inputs?: Refusal_Mail_Not_RetryableInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Refusal_Mail_Not_RetryableInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_refusal_mail_not_retryable(inputs)
	if (locale === "fr") return fr_refusal_mail_not_retryable(inputs)
	if (locale === "nl") return nl_refusal_mail_not_retryable(inputs)
	if (locale === "es") return es_refusal_mail_not_retryable(inputs)
	if (locale === "en-XA") return en_xa2_refusal_mail_not_retryable(inputs)
	return en_refusal_mail_not_retryable(inputs)
});