/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_ForgotInputs */

const en_signin_forgot = /** @type {(inputs: Signin_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forgot password?`)
};

const de_signin_forgot = /** @type {(inputs: Signin_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort vergessen?`)
};

const fr_signin_forgot = /** @type {(inputs: Signin_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mot de passe oublié ?`)
};

const nl_signin_forgot = /** @type {(inputs: Signin_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord vergeten?`)
};

const es_signin_forgot = /** @type {(inputs: Signin_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Ha olvidado su contraseña?`)
};

const en_xa2_signin_forgot = /** @type {(inputs: Signin_ForgotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒöŕĝöţ þáššŵöŕð? one]`)
};

/**
* | output |
* | --- |
* | "Forgot password?" |
*
* @param {Signin_ForgotInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_forgot = /** @type {((inputs?: Signin_ForgotInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_ForgotInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_forgot(inputs)
	if (locale === "fr") return fr_signin_forgot(inputs)
	if (locale === "nl") return nl_signin_forgot(inputs)
	if (locale === "es") return es_signin_forgot(inputs)
	if (locale === "en-XA") return en_xa2_signin_forgot(inputs)
	return en_signin_forgot(inputs)
});