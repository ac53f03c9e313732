/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Link_Opened_BodyInputs */

const en_signin_link_opened_body = /** @type {(inputs: Signin_Link_Opened_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the email address it was sent to, then finish signing in. No password is needed.`)
};

const de_signin_link_opened_body = /** @type {(inputs: Signin_Link_Opened_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die E-Mail-Adresse ein, an die er gesendet wurde, und schließen Sie dann die Anmeldung ab. Ein Passwort ist nicht nötig.`)
};

const fr_signin_link_opened_body = /** @type {(inputs: Signin_Link_Opened_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l’adresse e-mail à laquelle il a été envoyé, puis terminez la connexion. Aucun mot de passe n’est nécessaire.`)
};

const nl_signin_link_opened_body = /** @type {(inputs: Signin_Link_Opened_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul het e-mailadres in waarnaar de link is gestuurd en rond daarna het aanmelden af. Een wachtwoord is niet nodig.`)
};

const es_signin_link_opened_body = /** @type {(inputs: Signin_Link_Opened_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca la dirección de correo a la que se envió y termine de iniciar sesión. No necesita contraseña.`)
};

const en_xa2_signin_link_opened_body = /** @type {(inputs: Signin_Link_Opened_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé éɱáíļ áððŕéšš íţ ŵáš šéñţ ţö, ţĥéñ ƒíñíšĥ šíĝñíñĝ íñ. Ñö þáššŵöŕð íš ñééðéð. one two three four five six]`)
};

/**
* | output |
* | --- |
* | "Enter the email address it was sent to, then finish signing in. No password is needed." |
*
* @param {Signin_Link_Opened_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_link_opened_body = /** @type {((inputs?: Signin_Link_Opened_BodyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Link_Opened_BodyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_link_opened_body(inputs)
	if (locale === "fr") return fr_signin_link_opened_body(inputs)
	if (locale === "nl") return nl_signin_link_opened_body(inputs)
	if (locale === "es") return es_signin_link_opened_body(inputs)
	if (locale === "en-XA") return en_xa2_signin_link_opened_body(inputs)
	return en_signin_link_opened_body(inputs)
});