/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Find_ButtonInputs */

const en_console_users_find_button = /** @type {(inputs: Console_Users_Find_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find user`)
};

const de_console_users_find_button = /** @type {(inputs: Console_Users_Find_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer finden`)
};

const fr_console_users_find_button = /** @type {(inputs: Console_Users_Find_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trouver`)
};

const nl_console_users_find_button = /** @type {(inputs: Console_Users_Find_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zoeken`)
};

const es_console_users_find_button = /** @type {(inputs: Console_Users_Find_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar usuario`)
};

const en_xa2_console_users_find_button = /** @type {(inputs: Console_Users_Find_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð üšéŕ ]`)
};

/**
* | output |
* | --- |
* | "Find user" |
*
* @param {Console_Users_Find_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_find_button = /** @type {((inputs?: Console_Users_Find_ButtonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Find_ButtonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_find_button(inputs)
	if (locale === "fr") return fr_console_users_find_button(inputs)
	if (locale === "nl") return nl_console_users_find_button(inputs)
	if (locale === "es") return es_console_users_find_button(inputs)
	if (locale === "en-XA") return en_xa2_console_users_find_button(inputs)
	return en_console_users_find_button(inputs)
});