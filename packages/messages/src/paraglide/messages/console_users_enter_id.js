/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Enter_IdInputs */

const en_console_users_enter_id = /** @type {(inputs: Console_Users_Enter_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address or a user id.`)
};

const de_console_users_enter_id = /** @type {(inputs: Console_Users_Enter_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine E-Mail-Adresse oder eine Benutzer-ID ein.`)
};

const fr_console_users_enter_id = /** @type {(inputs: Console_Users_Enter_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse e-mail ou un identifiant utilisateur.`)
};

const nl_console_users_enter_id = /** @type {(inputs: Console_Users_Enter_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een e-mailadres of een gebruikers-id in.`)
};

const es_console_users_enter_id = /** @type {(inputs: Console_Users_Enter_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduce una dirección de correo o un id de usuario.`)
};

const en_xa2_console_users_enter_id = /** @type {(inputs: Console_Users_Enter_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ éɱáíļ áððŕéšš öŕ á üšéŕ íð. one two th]`)
};

/**
* | output |
* | --- |
* | "Enter an email address or a user id." |
*
* @param {Console_Users_Enter_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_enter_id = /** @type {((inputs?: Console_Users_Enter_IdInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Enter_IdInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_enter_id(inputs)
	if (locale === "fr") return fr_console_users_enter_id(inputs)
	if (locale === "nl") return nl_console_users_enter_id(inputs)
	if (locale === "es") return es_console_users_enter_id(inputs)
	if (locale === "en-XA") return en_xa2_console_users_enter_id(inputs)
	return en_console_users_enter_id(inputs)
});