/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_RecipientInputs */

const en_console_outbox_no_recipient = /** @type {(inputs: Console_Outbox_No_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No recipient`)
};

const de_console_outbox_no_recipient = /** @type {(inputs: Console_Outbox_No_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Empfänger`)
};

const fr_console_outbox_no_recipient = /** @type {(inputs: Console_Outbox_No_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun destinataire`)
};

const nl_console_outbox_no_recipient = /** @type {(inputs: Console_Outbox_No_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen ontvanger`)
};

const es_console_outbox_no_recipient = /** @type {(inputs: Console_Outbox_No_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin destinatario`)
};

const en_xa2_console_outbox_no_recipient = /** @type {(inputs: Console_Outbox_No_RecipientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ŕéçíþíéñţ o]`)
};

/**
* | output |
* | --- |
* | "No recipient" |
*
* @param {Console_Outbox_No_RecipientInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_recipient = /** @type {((inputs?: Console_Outbox_No_RecipientInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_RecipientInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_recipient(inputs)
	if (locale === "fr") return fr_console_outbox_no_recipient(inputs)
	if (locale === "nl") return nl_console_outbox_no_recipient(inputs)
	if (locale === "es") return es_console_outbox_no_recipient(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_recipient(inputs)
	return en_console_outbox_no_recipient(inputs)
});