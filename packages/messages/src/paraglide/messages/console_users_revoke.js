/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_RevokeInputs */

const en_console_users_revoke = /** @type {(inputs: Console_Users_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Revoke system admin`)
};

const de_console_users_revoke = /** @type {(inputs: Console_Users_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systemadministration entziehen`)
};

const fr_console_users_revoke = /** @type {(inputs: Console_Users_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l’administration système`)
};

const nl_console_users_revoke = /** @type {(inputs: Console_Users_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Systeembeheer intrekken`)
};

const es_console_users_revoke = /** @type {(inputs: Console_Users_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar administración del sistema`)
};

const en_xa2_console_users_revoke = /** @type {(inputs: Console_Users_RevokeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéṽöķé šýšţéɱ áðɱíñ one ]`)
};

/**
* | output |
* | --- |
* | "Revoke system admin" |
*
* @param {Console_Users_RevokeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_revoke = /** @type {((inputs?: Console_Users_RevokeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_RevokeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_revoke(inputs)
	if (locale === "fr") return fr_console_users_revoke(inputs)
	if (locale === "nl") return nl_console_users_revoke(inputs)
	if (locale === "es") return es_console_users_revoke(inputs)
	if (locale === "en-XA") return en_xa2_console_users_revoke(inputs)
	return en_console_users_revoke(inputs)
});