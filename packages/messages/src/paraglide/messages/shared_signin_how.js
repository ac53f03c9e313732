/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Signin_HowInputs */

const en_shared_signin_how = /** @type {(inputs: Shared_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We will email you a sign-in link. No password needed.`)
};

const de_shared_signin_how = /** @type {(inputs: Shared_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wir senden Ihnen einen Anmeldelink per E-Mail. Ein Passwort ist nicht nötig.`)
};

const fr_shared_signin_how = /** @type {(inputs: Shared_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nous vous enverrons un lien de connexion par e-mail. Aucun mot de passe n’est nécessaire.`)
};

const nl_shared_signin_how = /** @type {(inputs: Shared_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We mailen u een aanmeldlink. Een wachtwoord is niet nodig.`)
};

const es_shared_signin_how = /** @type {(inputs: Shared_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le enviaremos un enlace de inicio de sesión por correo. No necesita contraseña.`)
};

const en_xa2_shared_signin_how = /** @type {(inputs: Shared_Signin_HowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵé ŵíļļ éɱáíļ ýöü á šíĝñ-íñ ļíñķ. Ñö þáššŵöŕð ñééðéð. one two three fo]`)
};

/**
* | output |
* | --- |
* | "We will email you a sign-in link. No password needed." |
*
* @param {Shared_Signin_HowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_how = /** @type {((inputs?: Shared_Signin_HowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_HowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_how(inputs)
	if (locale === "fr") return fr_shared_signin_how(inputs)
	if (locale === "nl") return nl_shared_signin_how(inputs)
	if (locale === "es") return es_shared_signin_how(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_how(inputs)
	return en_shared_signin_how(inputs)
});