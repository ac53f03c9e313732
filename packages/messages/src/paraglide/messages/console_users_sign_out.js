/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Sign_OutInputs */

const en_console_users_sign_out = /** @type {(inputs: Console_Users_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign out everywhere`)
};

const de_console_users_sign_out = /** @type {(inputs: Console_Users_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überall abmelden`)
};

const fr_console_users_sign_out = /** @type {(inputs: Console_Users_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnecter partout`)
};

const nl_console_users_sign_out = /** @type {(inputs: Console_Users_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overal afmelden`)
};

const es_console_users_sign_out = /** @type {(inputs: Console_Users_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar sesión en todas partes`)
};

const en_xa2_console_users_sign_out = /** @type {(inputs: Console_Users_Sign_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ öüţ éṽéŕýŵĥéŕé one ]`)
};

/**
* | output |
* | --- |
* | "Sign out everywhere" |
*
* @param {Console_Users_Sign_OutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_sign_out = /** @type {((inputs?: Console_Users_Sign_OutInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Sign_OutInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_sign_out(inputs)
	if (locale === "fr") return fr_console_users_sign_out(inputs)
	if (locale === "nl") return nl_console_users_sign_out(inputs)
	if (locale === "es") return es_console_users_sign_out(inputs)
	if (locale === "en-XA") return en_xa2_console_users_sign_out(inputs)
	return en_console_users_sign_out(inputs)
});