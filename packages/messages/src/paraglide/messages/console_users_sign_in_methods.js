/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Sign_In_MethodsInputs */

const en_console_users_sign_in_methods = /** @type {(inputs: Console_Users_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in methods`)
};

const de_console_users_sign_in_methods = /** @type {(inputs: Console_Users_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldemethoden`)
};

const fr_console_users_sign_in_methods = /** @type {(inputs: Console_Users_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Méthodes de connexion`)
};

const nl_console_users_sign_in_methods = /** @type {(inputs: Console_Users_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanmeldmethoden`)
};

const es_console_users_sign_in_methods = /** @type {(inputs: Console_Users_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Métodos de inicio de sesión`)
};

const en_xa2_console_users_sign_in_methods = /** @type {(inputs: Console_Users_Sign_In_MethodsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ-íñ ɱéţĥöðš on]`)
};

/**
* | output |
* | --- |
* | "Sign-in methods" |
*
* @param {Console_Users_Sign_In_MethodsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_sign_in_methods = /** @type {((inputs?: Console_Users_Sign_In_MethodsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Sign_In_MethodsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_sign_in_methods(inputs)
	if (locale === "fr") return fr_console_users_sign_in_methods(inputs)
	if (locale === "nl") return nl_console_users_sign_in_methods(inputs)
	if (locale === "es") return es_console_users_sign_in_methods(inputs)
	if (locale === "en-XA") return en_xa2_console_users_sign_in_methods(inputs)
	return en_console_users_sign_in_methods(inputs)
});