/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Message_IdInputs */

const en_console_outbox_message_id = /** @type {(inputs: Console_Outbox_Message_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message id`)
};

const de_console_outbox_message_id = /** @type {(inputs: Console_Outbox_Message_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachrichten-ID`)
};

const fr_console_outbox_message_id = /** @type {(inputs: Console_Outbox_Message_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Identifiant du message`)
};

const nl_console_outbox_message_id = /** @type {(inputs: Console_Outbox_Message_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bericht-id`)
};

const es_console_outbox_message_id = /** @type {(inputs: Console_Outbox_Message_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Id del mensaje`)
};

const en_xa2_console_outbox_message_id = /** @type {(inputs: Console_Outbox_Message_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéššáĝé íð o]`)
};

/**
* | output |
* | --- |
* | "Message id" |
*
* @param {Console_Outbox_Message_IdInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_message_id = /** @type {((inputs?: Console_Outbox_Message_IdInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Message_IdInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_message_id(inputs)
	if (locale === "fr") return fr_console_outbox_message_id(inputs)
	if (locale === "nl") return nl_console_outbox_message_id(inputs)
	if (locale === "es") return es_console_outbox_message_id(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_message_id(inputs)
	return en_console_outbox_message_id(inputs)
});