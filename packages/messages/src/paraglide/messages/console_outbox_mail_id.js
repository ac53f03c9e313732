/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Mail_IdInputs */

const en_console_outbox_mail_id = /** @type {(inputs: Console_Outbox_Mail_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail id`)
};

const de_console_outbox_mail_id = /** @type {(inputs: Console_Outbox_Mail_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail-ID`)
};

const fr_console_outbox_mail_id = /** @type {(inputs: Console_Outbox_Mail_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant du courriel`)
};

const nl_console_outbox_mail_id = /** @type {(inputs: Console_Outbox_Mail_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mail-id`)
};

const es_console_outbox_mail_id = /** @type {(inputs: Console_Outbox_Mail_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id del correo`)
};

const en_xa2_console_outbox_mail_id = /** @type {(inputs: Console_Outbox_Mail_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁáíļ íð ]`)
};

/**
* | output |
* | --- |
* | "Mail id" |
*
* @param {Console_Outbox_Mail_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_mail_id = /** @type {((inputs?: Console_Outbox_Mail_IdInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Mail_IdInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_mail_id(inputs)
	if (locale === "fr") return fr_console_outbox_mail_id(inputs)
	if (locale === "nl") return nl_console_outbox_mail_id(inputs)
	if (locale === "es") return es_console_outbox_mail_id(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_mail_id(inputs)
	return en_console_outbox_mail_id(inputs)
});