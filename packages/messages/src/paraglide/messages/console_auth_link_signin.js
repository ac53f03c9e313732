/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Auth_Link_SigninInputs */

const en_console_auth_link_signin = /** @type {(inputs: Console_Auth_Link_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in link`)
};

const de_console_auth_link_signin = /** @type {(inputs: Console_Auth_Link_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldelink`)
};

const fr_console_auth_link_signin = /** @type {(inputs: Console_Auth_Link_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lien de connexion`)
};

const nl_console_auth_link_signin = /** @type {(inputs: Console_Auth_Link_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmeldlink`)
};

const es_console_auth_link_signin = /** @type {(inputs: Console_Auth_Link_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enlace de inicio de sesión`)
};

const en_xa2_console_auth_link_signin = /** @type {(inputs: Console_Auth_Link_SigninInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ ļíñķ o]`)
};

/**
* | output |
* | --- |
* | "Sign-in link" |
*
* @param {Console_Auth_Link_SigninInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_auth_link_signin = /** @type {((inputs?: Console_Auth_Link_SigninInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Auth_Link_SigninInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_auth_link_signin(inputs)
	if (locale === "fr") return fr_console_auth_link_signin(inputs)
	if (locale === "nl") return nl_console_auth_link_signin(inputs)
	if (locale === "es") return es_console_auth_link_signin(inputs)
	if (locale === "en-XA") return en_xa2_console_auth_link_signin(inputs)
	return en_console_auth_link_signin(inputs)
});