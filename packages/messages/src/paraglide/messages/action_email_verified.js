/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Action_Email_VerifiedInputs */

const en_action_email_verified = /** @type {(inputs: Action_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your email address is verified.`)
};

const de_action_email_verified = /** @type {(inputs: Action_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre E-Mail-Adresse ist bestätigt.`)
};

const fr_action_email_verified = /** @type {(inputs: Action_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse e-mail est vérifiée.`)
};

const nl_action_email_verified = /** @type {(inputs: Action_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw e-mailadres is bevestigd.`)
};

const es_action_email_verified = /** @type {(inputs: Action_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su dirección de correo está verificada.`)
};

const en_xa2_action_email_verified = /** @type {(inputs: Action_Email_VerifiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ éɱáíļ áððŕéšš íš ṽéŕíƒíéð. one two ]`)
};

/**
* | output |
* | --- |
* | "Your email address is verified." |
*
* @param {Action_Email_VerifiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const action_email_verified = /** @type {((inputs?: Action_Email_VerifiedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Action_Email_VerifiedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_action_email_verified(inputs)
	if (locale === "fr") return fr_action_email_verified(inputs)
	if (locale === "nl") return nl_action_email_verified(inputs)
	if (locale === "es") return es_action_email_verified(inputs)
	if (locale === "en-XA") return en_xa2_action_email_verified(inputs)
	return en_action_email_verified(inputs)
});