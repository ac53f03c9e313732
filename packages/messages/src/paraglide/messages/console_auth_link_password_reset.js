/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Auth_Link_Password_ResetInputs */

const en_console_auth_link_password_reset = /** @type {(inputs: Console_Auth_Link_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Password reset`)
};

const de_console_auth_link_password_reset = /** @type {(inputs: Console_Auth_Link_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passwort zurücksetzen`)
};

const fr_console_auth_link_password_reset = /** @type {(inputs: Console_Auth_Link_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réinitialisation du mot de passe`)
};

const nl_console_auth_link_password_reset = /** @type {(inputs: Console_Auth_Link_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wachtwoord opnieuw instellen`)
};

const es_console_auth_link_password_reset = /** @type {(inputs: Console_Auth_Link_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restablecer contraseña`)
};

const en_xa2_console_auth_link_password_reset = /** @type {(inputs: Console_Auth_Link_Password_ResetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáššŵöŕð ŕéšéţ on]`)
};

/**
* | output |
* | --- |
* | "Password reset" |
*
* @param {Console_Auth_Link_Password_ResetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_auth_link_password_reset = /** @type {((inputs?: Console_Auth_Link_Password_ResetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Auth_Link_Password_ResetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_auth_link_password_reset(inputs)
	if (locale === "fr") return fr_console_auth_link_password_reset(inputs)
	if (locale === "nl") return nl_console_auth_link_password_reset(inputs)
	if (locale === "es") return es_console_auth_link_password_reset(inputs)
	if (locale === "en-XA") return en_xa2_console_auth_link_password_reset(inputs)
	return en_console_auth_link_password_reset(inputs)
});