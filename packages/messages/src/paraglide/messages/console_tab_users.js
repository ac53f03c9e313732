/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_UsersInputs */

const en_console_tab_users = /** @type {(inputs: Console_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Users`)
};

const de_console_tab_users = /** @type {(inputs: Console_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer`)
};

const fr_console_tab_users = /** @type {(inputs: Console_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisateurs`)
};

const nl_console_tab_users = /** @type {(inputs: Console_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruikers`)
};

const es_console_tab_users = /** @type {(inputs: Console_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Usuarios`)
};

const en_xa2_console_tab_users = /** @type {(inputs: Console_Tab_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšéŕš ]`)
};

/**
* | output |
* | --- |
* | "Users" |
*
* @param {Console_Tab_UsersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_users = /** @type {((inputs?: Console_Tab_UsersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_UsersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_users(inputs)
	if (locale === "fr") return fr_console_tab_users(inputs)
	if (locale === "nl") return nl_console_tab_users(inputs)
	if (locale === "es") return es_console_tab_users(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_users(inputs)
	return en_console_tab_users(inputs)
});