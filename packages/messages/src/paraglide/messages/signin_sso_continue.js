/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Sso_ContinueInputs */

const en_signin_sso_continue = /** @type {(inputs: Signin_Sso_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue with single sign-on`)
};

const de_signin_sso_continue = /** @type {(inputs: Signin_Sso_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter mit Single Sign-on`)
};

const fr_signin_sso_continue = /** @type {(inputs: Signin_Sso_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuer avec l’authentification unique`)
};

const nl_signin_sso_continue = /** @type {(inputs: Signin_Sso_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Doorgaan met single sign-on`)
};

const es_signin_sso_continue = /** @type {(inputs: Signin_Sso_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continuar con inicio de sesión único`)
};

const en_xa2_signin_sso_continue = /** @type {(inputs: Signin_Sso_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţíñüé ŵíţĥ šíñĝļé šíĝñ-öñ one two]`)
};

/**
* | output |
* | --- |
* | "Continue with single sign-on" |
*
* @param {Signin_Sso_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_sso_continue = /** @type {((inputs?: Signin_Sso_ContinueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Sso_ContinueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_sso_continue(inputs)
	if (locale === "fr") return fr_signin_sso_continue(inputs)
	if (locale === "nl") return nl_signin_sso_continue(inputs)
	if (locale === "es") return es_signin_sso_continue(inputs)
	if (locale === "en-XA") return en_xa2_signin_sso_continue(inputs)
	return en_signin_sso_continue(inputs)
});