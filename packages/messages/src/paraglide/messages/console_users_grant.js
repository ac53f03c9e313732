/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_GrantInputs */

const en_console_users_grant = /** @type {(inputs: Console_Users_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grant system admin`)
};

const de_console_users_grant = /** @type {(inputs: Console_Users_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systemadministration erteilen`)
};

const fr_console_users_grant = /** @type {(inputs: Console_Users_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accorder l’administration système`)
};

const nl_console_users_grant = /** @type {(inputs: Console_Users_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systeembeheer toekennen`)
};

const es_console_users_grant = /** @type {(inputs: Console_Users_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conceder administración del sistema`)
};

const en_xa2_console_users_grant = /** @type {(inputs: Console_Users_GrantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝŕáñţ šýšţéɱ áðɱíñ one]`)
};

/**
* | output |
* | --- |
* | "Grant system admin" |
*
* @param {Console_Users_GrantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_grant = /** @type {((inputs?: Console_Users_GrantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_GrantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_grant(inputs)
	if (locale === "fr") return fr_console_users_grant(inputs)
	if (locale === "nl") return nl_console_users_grant(inputs)
	if (locale === "es") return es_console_users_grant(inputs)
	if (locale === "en-XA") return en_xa2_console_users_grant(inputs)
	return en_console_users_grant(inputs)
});