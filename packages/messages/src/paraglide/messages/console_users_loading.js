/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_LoadingInputs */

const en_console_users_loading = /** @type {(inputs: Console_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the user`)
};

const de_console_users_loading = /** @type {(inputs: Console_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benutzer wird geladen`)
};

const fr_console_users_loading = /** @type {(inputs: Console_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de l’utilisateur`)
};

const nl_console_users_loading = /** @type {(inputs: Console_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruiker wordt geladen`)
};

const es_console_users_loading = /** @type {(inputs: Console_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el usuario`)
};

const en_xa2_console_users_loading = /** @type {(inputs: Console_Users_LoadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé üšéŕ one]`)
};

/**
* | output |
* | --- |
* | "Loading the user" |
*
* @param {Console_Users_LoadingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_loading = /** @type {((inputs?: Console_Users_LoadingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_LoadingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_loading(inputs)
	if (locale === "fr") return fr_console_users_loading(inputs)
	if (locale === "nl") return nl_console_users_loading(inputs)
	if (locale === "es") return es_console_users_loading(inputs)
	if (locale === "en-XA") return en_xa2_console_users_loading(inputs)
	return en_console_users_loading(inputs)
});