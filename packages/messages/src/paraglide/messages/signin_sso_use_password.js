/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Sso_Use_PasswordInputs */

const en_signin_sso_use_password = /** @type {(inputs: Signin_Sso_Use_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a password instead`)
};

const de_signin_sso_use_password = /** @type {(inputs: Signin_Sso_Use_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stattdessen ein Passwort verwenden`)
};

const fr_signin_sso_use_password = /** @type {(inputs: Signin_Sso_Use_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utiliser plutôt un mot de passe`)
};

const nl_signin_sso_use_password = /** @type {(inputs: Signin_Sso_Use_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In plaats daarvan een wachtwoord gebruiken`)
};

const es_signin_sso_use_password = /** @type {(inputs: Signin_Sso_Use_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usar una contraseña en su lugar`)
};

const en_xa2_signin_sso_use_password = /** @type {(inputs: Signin_Sso_Use_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé á þáššŵöŕð íñšţéáð one t]`)
};

/**
* | output |
* | --- |
* | "Use a password instead" |
*
* @param {Signin_Sso_Use_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_sso_use_password = /** @type {((inputs?: Signin_Sso_Use_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Sso_Use_PasswordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_sso_use_password(inputs)
	if (locale === "fr") return fr_signin_sso_use_password(inputs)
	if (locale === "nl") return nl_signin_sso_use_password(inputs)
	if (locale === "es") return es_signin_sso_use_password(inputs)
	if (locale === "en-XA") return en_xa2_signin_sso_use_password(inputs)
	return en_signin_sso_use_password(inputs)
});