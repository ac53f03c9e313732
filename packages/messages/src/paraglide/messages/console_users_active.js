/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_ActiveInputs */

const en_console_users_active = /** @type {(inputs: Console_Users_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active`)
};

const de_console_users_active = /** @type {(inputs: Console_Users_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktiv`)
};

const fr_console_users_active = /** @type {(inputs: Console_Users_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actif`)
};

const nl_console_users_active = /** @type {(inputs: Console_Users_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Actief`)
};

const es_console_users_active = /** @type {(inputs: Console_Users_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Activo`)
};

const en_xa2_console_users_active = /** @type {(inputs: Console_Users_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åçţíṽé ]`)
};

/**
* | output |
* | --- |
* | "Active" |
*
* @param {Console_Users_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_active = /** @type {((inputs?: Console_Users_ActiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_ActiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_active(inputs)
	if (locale === "fr") return fr_console_users_active(inputs)
	if (locale === "nl") return nl_console_users_active(inputs)
	if (locale === "es") return es_console_users_active(inputs)
	if (locale === "en-XA") return en_xa2_console_users_active(inputs)
	return en_console_users_active(inputs)
});