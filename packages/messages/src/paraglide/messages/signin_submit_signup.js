/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Submit_SignupInputs */

const en_signin_submit_signup = /** @type {(inputs: Signin_Submit_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create account`)
};

const de_signin_submit_signup = /** @type {(inputs: Signin_Submit_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto erstellen`)
};

const fr_signin_submit_signup = /** @type {(inputs: Signin_Submit_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer un compte`)
};

const nl_signin_submit_signup = /** @type {(inputs: Signin_Submit_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account aanmaken`)
};

const es_signin_submit_signup = /** @type {(inputs: Signin_Submit_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear cuenta`)
};

const en_xa2_signin_submit_signup = /** @type {(inputs: Signin_Submit_SignupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé áççöüñţ on]`)
};

/**
* | output |
* | --- |
* | "Create account" |
*
* @param {Signin_Submit_SignupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_submit_signup = /** @type {((inputs?: Signin_Submit_SignupInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Submit_SignupInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_submit_signup(inputs)
	if (locale === "fr") return fr_signin_submit_signup(inputs)
	if (locale === "nl") return nl_signin_submit_signup(inputs)
	if (locale === "es") return es_signin_submit_signup(inputs)
	if (locale === "en-XA") return en_xa2_signin_submit_signup(inputs)
	return en_signin_submit_signup(inputs)
});