/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Shared_AccessInputs */

const en_console_users_shared_access = /** @type {(inputs: Console_Users_Shared_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared access`)
};

const de_console_users_shared_access = /** @type {(inputs: Console_Users_Shared_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilter Zugang`)
};

const fr_console_users_shared_access = /** @type {(inputs: Console_Users_Shared_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accès partagé`)
};

const nl_console_users_shared_access = /** @type {(inputs: Console_Users_Shared_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedeelde toegang`)
};

const es_console_users_shared_access = /** @type {(inputs: Console_Users_Shared_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Acceso compartido`)
};

const en_xa2_console_users_shared_access = /** @type {(inputs: Console_Users_Shared_AccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð áççéšš on]`)
};

/**
* | output |
* | --- |
* | "Shared access" |
*
* @param {Console_Users_Shared_AccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_shared_access = /** @type {((inputs?: Console_Users_Shared_AccessInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Shared_AccessInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_shared_access(inputs)
	if (locale === "fr") return fr_console_users_shared_access(inputs)
	if (locale === "nl") return nl_console_users_shared_access(inputs)
	if (locale === "es") return es_console_users_shared_access(inputs)
	if (locale === "en-XA") return en_xa2_console_users_shared_access(inputs)
	return en_console_users_shared_access(inputs)
});