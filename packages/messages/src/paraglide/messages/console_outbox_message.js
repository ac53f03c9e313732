/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_MessageInputs */

const en_console_outbox_message = /** @type {(inputs: Console_Outbox_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const de_console_outbox_message = /** @type {(inputs: Console_Outbox_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachricht`)
};

const fr_console_outbox_message = /** @type {(inputs: Console_Outbox_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Message`)
};

const nl_console_outbox_message = /** @type {(inputs: Console_Outbox_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bericht`)
};

const es_console_outbox_message = /** @type {(inputs: Console_Outbox_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mensaje`)
};

const en_xa2_console_outbox_message = /** @type {(inputs: Console_Outbox_MessageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéššáĝé ]`)
};

/**
* | output |
* | --- |
* | "Message" |
*
* @param {Console_Outbox_MessageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_message = /** @type {((inputs?: Console_Outbox_MessageInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_MessageInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_message(inputs)
	if (locale === "fr") return fr_console_outbox_message(inputs)
	if (locale === "nl") return nl_console_outbox_message(inputs)
	if (locale === "es") return es_console_outbox_message(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_message(inputs)
	return en_console_outbox_message(inputs)
});