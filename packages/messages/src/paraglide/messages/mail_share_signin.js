/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ email: NonNullable<unknown> }} Mail_Share_SigninInputs */

const en_mail_share_signin = /** @type {(inputs: Mail_Share_SigninInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sign in with this email address (${i?.email}); we will email you a sign-in link, no password needed:`)
};

const de_mail_share_signin = /** @type {(inputs: Mail_Share_SigninInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Melden Sie sich mit dieser E-Mail-Adresse an (${i?.email}); wir senden Ihnen einen Anmeldelink, ein Passwort ist nicht nötig:`)
};

const fr_mail_share_signin = /** @type {(inputs: Mail_Share_SigninInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Connectez-vous avec cette adresse e-mail (${i?.email}) ; nous vous enverrons un lien de connexion, sans mot de passe :`)
};

const nl_mail_share_signin = /** @type {(inputs: Mail_Share_SigninInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meld u aan met dit e-mailadres (${i?.email}); we mailen u een aanmeldlink, een wachtwoord is niet nodig:`)
};

const es_mail_share_signin = /** @type {(inputs: Mail_Share_SigninInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Inicie sesión con esta dirección de correo (${i?.email}); le enviaremos un enlace de acceso, sin contraseña:`)
};

const en_xa2_mail_share_signin = /** @type {(inputs: Mail_Share_SigninInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ŵíţĥ ţĥíš éɱáíļ áððŕéšš (${i?.email}); ŵé ŵíļļ éɱáíļ ýöü á šíĝñ-íñ ļíñķ, ñö þáššŵöŕð ñééðéð: one two three four five six sev]`)
};

/**
* | output |
* | --- |
* | "Sign in with this email address ({email}); we will email you a sign-in link, no password needed:" |
*
* @param {Mail_Share_SigninInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const mail_share_signin = /** @type {((inputs: Mail_Share_SigninInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Share_SigninInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_share_signin(inputs)
	if (locale === "fr") return fr_mail_share_signin(inputs)
	if (locale === "nl") return nl_mail_share_signin(inputs)
	if (locale === "es") return es_mail_share_signin(inputs)
	if (locale === "en-XA") return en_xa2_mail_share_signin(inputs)
	return en_mail_share_signin(inputs)
});