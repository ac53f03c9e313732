/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Reset_Request_HowInputs */

const en_reset_request_how = /** @type {(inputs: Reset_Request_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your account's email address. We will email you a link to choose a new password.`)
};

const de_reset_request_how = /** @type {(inputs: Reset_Request_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihnen einen Link, um ein neues Passwort zu wählen.`)
};

const fr_reset_request_how = /** @type {(inputs: Reset_Request_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l'adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.`)
};

const nl_reset_request_how = /** @type {(inputs: Reset_Request_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer het e-mailadres van uw account in. We mailen u een link om een nieuw wachtwoord te kiezen.`)
};

const es_reset_request_how = /** @type {(inputs: Reset_Request_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca la dirección de correo de su cuenta. Le enviaremos un enlace para elegir una contraseña nueva.`)
};

const en_xa2_reset_request_how = /** @type {(inputs: Reset_Request_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýöüŕ áççöüñţ'š éɱáíļ áððŕéšš. Ŵé ŵíļļ éɱáíļ ýöü á ļíñķ ţö çĥööšé á ñéŵ þáššŵöŕð. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Enter your account's email address. We will email you a link to choose a new password." |
*
* @param {Reset_Request_HowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const reset_request_how = /** @type {((inputs?: Reset_Request_HowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Reset_Request_HowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_reset_request_how(inputs)
	if (locale === "fr") return fr_reset_request_how(inputs)
	if (locale === "nl") return nl_reset_request_how(inputs)
	if (locale === "es") return es_reset_request_how(inputs)
	if (locale === "en-XA") return en_xa2_reset_request_how(inputs)
	return en_reset_request_how(inputs)
});