/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Reset_TitleInputs */

const en_console_users_reset_title = /** @type {(inputs: Console_Users_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reset their two-step sign-in?`)
};

const de_console_users_reset_title = /** @type {(inputs: Console_Users_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre zweistufige Anmeldung zurücksetzen?`)
};

const fr_console_users_reset_title = /** @type {(inputs: Console_Users_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialiser sa connexion en deux étapes ?`)
};

const nl_console_users_reset_title = /** @type {(inputs: Console_Users_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De tweestapsaanmelding opnieuw instellen?`)
};

const es_console_users_reset_title = /** @type {(inputs: Console_Users_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`¿Restablecer su inicio de sesión en dos pasos?`)
};

const en_xa2_console_users_reset_title = /** @type {(inputs: Console_Users_Reset_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšéţ ţĥéíŕ ţŵö-šţéþ šíĝñ-íñ? one two]`)
};

/**
* | output |
* | --- |
* | "Reset their two-step sign-in?" |
*
* @param {Console_Users_Reset_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_reset_title = /** @type {((inputs?: Console_Users_Reset_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Reset_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_reset_title(inputs)
	if (locale === "fr") return fr_console_users_reset_title(inputs)
	if (locale === "nl") return nl_console_users_reset_title(inputs)
	if (locale === "es") return es_console_users_reset_title(inputs)
	if (locale === "en-XA") return en_xa2_console_users_reset_title(inputs)
	return en_console_users_reset_title(inputs)
});