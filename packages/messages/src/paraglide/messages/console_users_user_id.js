/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_User_IdInputs */

const en_console_users_user_id = /** @type {(inputs: Console_Users_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`User id`)
};

const de_console_users_user_id = /** @type {(inputs: Console_Users_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer-ID`)
};

const fr_console_users_user_id = /** @type {(inputs: Console_Users_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant utilisateur`)
};

const nl_console_users_user_id = /** @type {(inputs: Console_Users_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruikers-id`)
};

const es_console_users_user_id = /** @type {(inputs: Console_Users_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id de usuario`)
};

const en_xa2_console_users_user_id = /** @type {(inputs: Console_Users_User_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšéŕ íð ]`)
};

/**
* | output |
* | --- |
* | "User id" |
*
* @param {Console_Users_User_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_user_id = /** @type {((inputs?: Console_Users_User_IdInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_User_IdInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_user_id(inputs)
	if (locale === "fr") return fr_console_users_user_id(inputs)
	if (locale === "nl") return nl_console_users_user_id(inputs)
	if (locale === "es") return es_console_users_user_id(inputs)
	if (locale === "en-XA") return en_xa2_console_users_user_id(inputs)
	return en_console_users_user_id(inputs)
});