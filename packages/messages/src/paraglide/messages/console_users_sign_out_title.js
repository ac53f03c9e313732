/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Sign_Out_TitleInputs */

const en_console_users_sign_out_title = /** @type {(inputs: Console_Users_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign this user out everywhere?`)
};

const de_console_users_sign_out_title = /** @type {(inputs: Console_Users_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Benutzer überall abmelden?`)
};

const fr_console_users_sign_out_title = /** @type {(inputs: Console_Users_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Déconnecter cet utilisateur partout ?`)
};

const nl_console_users_sign_out_title = /** @type {(inputs: Console_Users_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze gebruiker overal afmelden?`)
};

const es_console_users_sign_out_title = /** @type {(inputs: Console_Users_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Cerrar la sesión de este usuario en todas partes?`)
};

const en_xa2_console_users_sign_out_title = /** @type {(inputs: Console_Users_Sign_Out_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šíĝñ ţĥíš üšéŕ öüţ éṽéŕýŵĥéŕé? one two ]`)
};

/**
* | output |
* | --- |
* | "Sign this user out everywhere?" |
*
* @param {Console_Users_Sign_Out_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_sign_out_title = /** @type {((inputs?: Console_Users_Sign_Out_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Sign_Out_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_sign_out_title(inputs)
	if (locale === "fr") return fr_console_users_sign_out_title(inputs)
	if (locale === "nl") return nl_console_users_sign_out_title(inputs)
	if (locale === "es") return es_console_users_sign_out_title(inputs)
	if (locale === "en-XA") return en_xa2_console_users_sign_out_title(inputs)
	return en_console_users_sign_out_title(inputs)
});