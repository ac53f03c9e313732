/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ recipients: NonNullable<unknown> }} Console_Outbox_To_RecipientsInputs */

const en_console_outbox_to_recipients = /** @type {(inputs: Console_Outbox_To_RecipientsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`To ${i?.recipients}`)
};

const de_console_outbox_to_recipients = /** @type {(inputs: Console_Outbox_To_RecipientsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`An ${i?.recipients}`)
};

const fr_console_outbox_to_recipients = /** @type {(inputs: Console_Outbox_To_RecipientsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`À ${i?.recipients}`)
};

const nl_console_outbox_to_recipients = /** @type {(inputs: Console_Outbox_To_RecipientsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aan ${i?.recipients}`)
};

const es_console_outbox_to_recipients = /** @type {(inputs: Console_Outbox_To_RecipientsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Para ${i?.recipients}`)
};

const en_xa2_console_outbox_to_recipients = /** @type {(inputs: Console_Outbox_To_RecipientsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ţö ${i?.recipients} on]`)
};

/**
* | output |
* | --- |
* | "To {recipients}" |
*
* @param {Console_Outbox_To_RecipientsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_to_recipients = /** @type {((inputs: Console_Outbox_To_RecipientsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_To_RecipientsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_to_recipients(inputs)
	if (locale === "fr") return fr_console_outbox_to_recipients(inputs)
	if (locale === "nl") return nl_console_outbox_to_recipients(inputs)
	if (locale === "es") return es_console_outbox_to_recipients(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_to_recipients(inputs)
	return en_console_outbox_to_recipients(inputs)
});