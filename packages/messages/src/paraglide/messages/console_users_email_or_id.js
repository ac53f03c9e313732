/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Users_Email_Or_IdInputs */

const en_console_users_email_or_id = /** @type {(inputs: Console_Users_Email_Or_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Email address or user id`)
};

const de_console_users_email_or_id = /** @type {(inputs: Console_Users_Email_Or_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse oder Benutzer-ID`)
};

const fr_console_users_email_or_id = /** @type {(inputs: Console_Users_Email_Or_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Adresse e-mail ou identifiant utilisateur`)
};

const nl_console_users_email_or_id = /** @type {(inputs: Console_Users_Email_Or_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-mailadres of gebruikers-id`)
};

const es_console_users_email_or_id = /** @type {(inputs: Console_Users_Email_Or_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dirección de correo o id de usuario`)
};

const en_xa2_console_users_email_or_id = /** @type {(inputs: Console_Users_Email_Or_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éɱáíļ áððŕéšš öŕ üšéŕ íð one t]`)
};

/**
* | output |
* | --- |
* | "Email address or user id" |
*
* @param {Console_Users_Email_Or_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_users_email_or_id = /** @type {((inputs?: Console_Users_Email_Or_IdInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Users_Email_Or_IdInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_users_email_or_id(inputs)
	if (locale === "fr") return fr_console_users_email_or_id(inputs)
	if (locale === "nl") return nl_console_users_email_or_id(inputs)
	if (locale === "es") return es_console_users_email_or_id(inputs)
	if (locale === "en-XA") return en_xa2_console_users_email_or_id(inputs)
	return en_console_users_email_or_id(inputs)
});