/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_FindInputs */

const en_console_users_find = /** @type {(inputs: Console_Users_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a user`)
};

const de_console_users_find = /** @type {(inputs: Console_Users_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer finden`)
};

const fr_console_users_find = /** @type {(inputs: Console_Users_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver un utilisateur`)
};

const nl_console_users_find = /** @type {(inputs: Console_Users_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een gebruiker zoeken`)
};

const es_console_users_find = /** @type {(inputs: Console_Users_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar un usuario`)
};

const en_xa2_console_users_find = /** @type {(inputs: Console_Users_FindInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð á üšéŕ o]`)
};

/**
* | output |
* | --- |
* | "Find a user" |
*
* @param {Console_Users_FindInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_find = /** @type {((inputs?: Console_Users_FindInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_FindInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_find(inputs)
	if (locale === "fr") return fr_console_users_find(inputs)
	if (locale === "nl") return nl_console_users_find(inputs)
	if (locale === "es") return es_console_users_find(inputs)
	if (locale === "en-XA") return en_xa2_console_users_find(inputs)
	return en_console_users_find(inputs)
});