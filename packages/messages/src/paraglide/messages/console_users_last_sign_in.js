/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Last_Sign_InInputs */

const en_console_users_last_sign_in = /** @type {(inputs: Console_Users_Last_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last sign-in`)
};

const de_console_users_last_sign_in = /** @type {(inputs: Console_Users_Last_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letzte Anmeldung`)
};

const fr_console_users_last_sign_in = /** @type {(inputs: Console_Users_Last_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière connexion`)
};

const nl_console_users_last_sign_in = /** @type {(inputs: Console_Users_Last_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laatste aanmelding`)
};

const es_console_users_last_sign_in = /** @type {(inputs: Console_Users_Last_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último inicio de sesión`)
};

const en_xa2_console_users_last_sign_in = /** @type {(inputs: Console_Users_Last_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ šíĝñ-íñ o]`)
};

/**
* | output |
* | --- |
* | "Last sign-in" |
*
* @param {Console_Users_Last_Sign_InInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_last_sign_in = /** @type {((inputs?: Console_Users_Last_Sign_InInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Last_Sign_InInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_last_sign_in(inputs)
	if (locale === "fr") return fr_console_users_last_sign_in(inputs)
	if (locale === "nl") return nl_console_users_last_sign_in(inputs)
	if (locale === "es") return es_console_users_last_sign_in(inputs)
	if (locale === "en-XA") return en_xa2_console_users_last_sign_in(inputs)
	return en_console_users_last_sign_in(inputs)
});