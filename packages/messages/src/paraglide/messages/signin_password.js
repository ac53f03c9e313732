/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_PasswordInputs */

const en_signin_password = /** @type {(inputs: Signin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password`)
};

const de_signin_password = /** @type {(inputs: Signin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort`)
};

const fr_signin_password = /** @type {(inputs: Signin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe`)
};

const nl_signin_password = /** @type {(inputs: Signin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord`)
};

const es_signin_password = /** @type {(inputs: Signin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contraseña`)
};

const en_xa2_signin_password = /** @type {(inputs: Signin_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵöŕð ]`)
};

/**
* | output |
* | --- |
* | "Password" |
*
* @param {Signin_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_password = /** @type {((inputs?: Signin_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_PasswordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_password(inputs)
	if (locale === "fr") return fr_signin_password(inputs)
	if (locale === "nl") return nl_signin_password(inputs)
	if (locale === "es") return es_signin_password(inputs)
	if (locale === "en-XA") return en_xa2_signin_password(inputs)
	return en_signin_password(inputs)
});