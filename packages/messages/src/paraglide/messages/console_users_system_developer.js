/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_System_DeveloperInputs */

const en_console_users_system_developer = /** @type {(inputs: Console_Users_System_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`System developer`)
};

const de_console_users_system_developer = /** @type {(inputs: Console_Users_System_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systementwickler`)
};

const fr_console_users_system_developer = /** @type {(inputs: Console_Users_System_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Développeur système`)
};

const nl_console_users_system_developer = /** @type {(inputs: Console_Users_System_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systeemontwikkelaar`)
};

const es_console_users_system_developer = /** @type {(inputs: Console_Users_System_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desarrollador del sistema`)
};

const en_xa2_console_users_system_developer = /** @type {(inputs: Console_Users_System_DeveloperInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šýšţéɱ ðéṽéļöþéŕ one]`)
};

/**
* | output |
* | --- |
* | "System developer" |
*
* @param {Console_Users_System_DeveloperInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_system_developer = /** @type {((inputs?: Console_Users_System_DeveloperInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_System_DeveloperInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_system_developer(inputs)
	if (locale === "fr") return fr_console_users_system_developer(inputs)
	if (locale === "nl") return nl_console_users_system_developer(inputs)
	if (locale === "es") return es_console_users_system_developer(inputs)
	if (locale === "en-XA") return en_xa2_console_users_system_developer(inputs)
	return en_console_users_system_developer(inputs)
});