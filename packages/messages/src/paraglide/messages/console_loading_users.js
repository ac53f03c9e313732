/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Loading_UsersInputs */

const en_console_loading_users = /** @type {(inputs: Console_Loading_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading users`)
};

const de_console_loading_users = /** @type {(inputs: Console_Loading_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer werden geladen`)
};

const fr_console_loading_users = /** @type {(inputs: Console_Loading_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des utilisateurs`)
};

const nl_console_loading_users = /** @type {(inputs: Console_Loading_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruikers worden geladen`)
};

const es_console_loading_users = /** @type {(inputs: Console_Loading_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando usuarios`)
};

const en_xa2_console_loading_users = /** @type {(inputs: Console_Loading_UsersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ üšéŕš on]`)
};

/**
* | output |
* | --- |
* | "Loading users" |
*
* @param {Console_Loading_UsersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_loading_users = /** @type {((inputs?: Console_Loading_UsersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Loading_UsersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_loading_users(inputs)
	if (locale === "fr") return fr_console_loading_users(inputs)
	if (locale === "nl") return nl_console_loading_users(inputs)
	if (locale === "es") return es_console_loading_users(inputs)
	if (locale === "en-XA") return en_xa2_console_loading_users(inputs)
	return en_console_loading_users(inputs)
});