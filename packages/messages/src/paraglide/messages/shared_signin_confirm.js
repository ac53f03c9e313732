/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shared_Signin_ConfirmInputs */

const en_shared_signin_confirm = /** @type {(inputs: Shared_Signin_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirm your email address to finish signing in.`)
};

const de_shared_signin_confirm = /** @type {(inputs: Shared_Signin_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestätigen Sie Ihre E-Mail-Adresse, um die Anmeldung abzuschließen.`)
};

const fr_shared_signin_confirm = /** @type {(inputs: Shared_Signin_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirmez votre adresse e-mail pour terminer la connexion.`)
};

const nl_shared_signin_confirm = /** @type {(inputs: Shared_Signin_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bevestig uw e-mailadres om het aanmelden af te ronden.`)
};

const es_shared_signin_confirm = /** @type {(inputs: Shared_Signin_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Confirme su dirección de correo para terminar de iniciar sesión.`)
};

const en_xa2_shared_signin_confirm = /** @type {(inputs: Shared_Signin_ConfirmInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñƒíŕɱ ýöüŕ éɱáíļ áððŕéšš ţö ƒíñíšĥ šíĝñíñĝ íñ. one two three ]`)
};

/**
* | output |
* | --- |
* | "Confirm your email address to finish signing in." |
*
* @param {Shared_Signin_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_confirm = /** @type {((inputs?: Shared_Signin_ConfirmInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shared_Signin_ConfirmInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shared_signin_confirm(inputs)
	if (locale === "fr") return fr_shared_signin_confirm(inputs)
	if (locale === "nl") return nl_shared_signin_confirm(inputs)
	if (locale === "es") return es_shared_signin_confirm(inputs)
	if (locale === "en-XA") return en_xa2_shared_signin_confirm(inputs)
	return en_shared_signin_confirm(inputs)
});