/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_RecipientInputs */

const en_console_outbox_recipient = /** @type {(inputs: Console_Outbox_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipient`)
};

const de_console_outbox_recipient = /** @type {(inputs: Console_Outbox_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfänger`)
};

const fr_console_outbox_recipient = /** @type {(inputs: Console_Outbox_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destinataire`)
};

const nl_console_outbox_recipient = /** @type {(inputs: Console_Outbox_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ontvanger`)
};

const es_console_outbox_recipient = /** @type {(inputs: Console_Outbox_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Destinatario`)
};

const en_xa2_console_outbox_recipient = /** @type {(inputs: Console_Outbox_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéçíþíéñţ ]`)
};

/**
* | output |
* | --- |
* | "Recipient" |
*
* @param {Console_Outbox_RecipientInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_recipient = /** @type {((inputs?: Console_Outbox_RecipientInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_RecipientInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_recipient(inputs)
	if (locale === "fr") return fr_console_outbox_recipient(inputs)
	if (locale === "nl") return nl_console_outbox_recipient(inputs)
	if (locale === "es") return es_console_outbox_recipient(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_recipient(inputs)
	return en_console_outbox_recipient(inputs)
});