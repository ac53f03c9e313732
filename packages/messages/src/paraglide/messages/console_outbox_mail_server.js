/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Mail_ServerInputs */

const en_console_outbox_mail_server = /** @type {(inputs: Console_Outbox_Mail_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail server`)
};

const de_console_outbox_mail_server = /** @type {(inputs: Console_Outbox_Mail_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailserver`)
};

const fr_console_outbox_mail_server = /** @type {(inputs: Console_Outbox_Mail_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Serveur de messagerie`)
};

const nl_console_outbox_mail_server = /** @type {(inputs: Console_Outbox_Mail_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mailserver`)
};

const es_console_outbox_mail_server = /** @type {(inputs: Console_Outbox_Mail_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Servidor de correo`)
};

const en_xa2_console_outbox_mail_server = /** @type {(inputs: Console_Outbox_Mail_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíļ šéŕṽéŕ o]`)
};

/**
* | output |
* | --- |
* | "Mail server" |
*
* @param {Console_Outbox_Mail_ServerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_mail_server = /** @type {((inputs?: Console_Outbox_Mail_ServerInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Mail_ServerInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_mail_server(inputs)
	if (locale === "fr") return fr_console_outbox_mail_server(inputs)
	if (locale === "nl") return nl_console_outbox_mail_server(inputs)
	if (locale === "es") return es_console_outbox_mail_server(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_mail_server(inputs)
	return en_console_outbox_mail_server(inputs)
});