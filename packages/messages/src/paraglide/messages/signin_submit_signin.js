/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Signin_Submit_SigninInputs */

const en_signin_submit_signin = /** @type {(inputs: Signin_Submit_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign in`)
};

const de_signin_submit_signin = /** @type {(inputs: Signin_Submit_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmelden`)
};

const fr_signin_submit_signin = /** @type {(inputs: Signin_Submit_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se connecter`)
};

const nl_signin_submit_signin = /** @type {(inputs: Signin_Submit_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmelden`)
};

const es_signin_submit_signin = /** @type {(inputs: Signin_Submit_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Iniciar sesión`)
};

const en_xa2_signin_submit_signin = /** @type {(inputs: Signin_Submit_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ íñ ]`)
};

/**
* | output |
* | --- |
* | "Sign in" |
*
* @param {Signin_Submit_SigninInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_submit_signin = /** @type {((inputs?: Signin_Submit_SigninInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Signin_Submit_SigninInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_signin_submit_signin(inputs)
	if (locale === "fr") return fr_signin_submit_signin(inputs)
	if (locale === "nl") return nl_signin_submit_signin(inputs)
	if (locale === "es") return es_signin_submit_signin(inputs)
	if (locale === "en-XA") return en_xa2_signin_submit_signin(inputs)
	return en_signin_submit_signin(inputs)
});