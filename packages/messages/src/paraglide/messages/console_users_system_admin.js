/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_System_AdminInputs */

const en_console_users_system_admin = /** @type {(inputs: Console_Users_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System admin`)
};

const de_console_users_system_admin = /** @type {(inputs: Console_Users_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systemadministrator`)
};

const fr_console_users_system_admin = /** @type {(inputs: Console_Users_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrateur système`)
};

const nl_console_users_system_admin = /** @type {(inputs: Console_Users_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systeembeheerder`)
};

const es_console_users_system_admin = /** @type {(inputs: Console_Users_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Administrador del sistema`)
};

const en_xa2_console_users_system_admin = /** @type {(inputs: Console_Users_System_AdminInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ áðɱíñ o]`)
};

/**
* | output |
* | --- |
* | "System admin" |
*
* @param {Console_Users_System_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_system_admin = /** @type {((inputs?: Console_Users_System_AdminInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_System_AdminInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_system_admin(inputs)
	if (locale === "fr") return fr_console_users_system_admin(inputs)
	if (locale === "nl") return nl_console_users_system_admin(inputs)
	if (locale === "es") return es_console_users_system_admin(inputs)
	if (locale === "en-XA") return en_xa2_console_users_system_admin(inputs)
	return en_console_users_system_admin(inputs)
});