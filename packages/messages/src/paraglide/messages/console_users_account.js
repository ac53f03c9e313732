/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_AccountInputs */

const en_console_users_account = /** @type {(inputs: Console_Users_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const de_console_users_account = /** @type {(inputs: Console_Users_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Konto`)
};

const fr_console_users_account = /** @type {(inputs: Console_Users_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compte`)
};

const nl_console_users_account = /** @type {(inputs: Console_Users_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Account`)
};

const es_console_users_account = /** @type {(inputs: Console_Users_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuenta`)
};

const en_xa2_console_users_account = /** @type {(inputs: Console_Users_AccountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççöüñţ ]`)
};

/**
* | output |
* | --- |
* | "Account" |
*
* @param {Console_Users_AccountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_account = /** @type {((inputs?: Console_Users_AccountInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_AccountInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_account(inputs)
	if (locale === "fr") return fr_console_users_account(inputs)
	if (locale === "nl") return nl_console_users_account(inputs)
	if (locale === "es") return es_console_users_account(inputs)
	if (locale === "en-XA") return en_xa2_console_users_account(inputs)
	return en_console_users_account(inputs)
});