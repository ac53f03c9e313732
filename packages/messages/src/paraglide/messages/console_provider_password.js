/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Provider_PasswordInputs */

const en_console_provider_password = /** @type {(inputs: Console_Provider_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email and password or email link`)
};

const de_console_provider_password = /** @type {(inputs: Console_Provider_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail und Passwort oder E-Mail-Link`)
};

const fr_console_provider_password = /** @type {(inputs: Console_Provider_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail et mot de passe ou lien par e-mail`)
};

const nl_console_provider_password = /** @type {(inputs: Console_Provider_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mail en wachtwoord of e-maillink`)
};

const es_console_provider_password = /** @type {(inputs: Console_Provider_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Correo y contraseña o enlace por correo`)
};

const en_xa2_console_provider_password = /** @type {(inputs: Console_Provider_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áñð þáššŵöŕð öŕ éɱáíļ ļíñķ one two ]`)
};

/**
* | output |
* | --- |
* | "Email and password or email link" |
*
* @param {Console_Provider_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_provider_password = /** @type {((inputs?: Console_Provider_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Provider_PasswordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_provider_password(inputs)
	if (locale === "fr") return fr_console_provider_password(inputs)
	if (locale === "nl") return nl_console_provider_password(inputs)
	if (locale === "es") return es_console_provider_password(inputs)
	if (locale === "en-XA") return en_xa2_console_provider_password(inputs)
	return en_console_provider_password(inputs)
});