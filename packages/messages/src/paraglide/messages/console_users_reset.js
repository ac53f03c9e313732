/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_ResetInputs */

const en_console_users_reset = /** @type {(inputs: Console_Users_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset two-step sign-in`)
};

const de_console_users_reset = /** @type {(inputs: Console_Users_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zweistufige Anmeldung zurücksetzen`)
};

const fr_console_users_reset = /** @type {(inputs: Console_Users_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser la connexion en deux étapes`)
};

const nl_console_users_reset = /** @type {(inputs: Console_Users_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tweestapsaanmelding opnieuw instellen`)
};

const es_console_users_reset = /** @type {(inputs: Console_Users_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer inicio de sesión en dos pasos`)
};

const en_xa2_console_users_reset = /** @type {(inputs: Console_Users_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţŵö-šţéþ šíĝñ-íñ one t]`)
};

/**
* | output |
* | --- |
* | "Reset two-step sign-in" |
*
* @param {Console_Users_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_reset = /** @type {((inputs?: Console_Users_ResetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_ResetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_reset(inputs)
	if (locale === "fr") return fr_console_users_reset(inputs)
	if (locale === "nl") return nl_console_users_reset(inputs)
	if (locale === "es") return es_console_users_reset(inputs)
	if (locale === "en-XA") return en_xa2_console_users_reset(inputs)
	return en_console_users_reset(inputs)
});