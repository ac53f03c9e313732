/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Not_Sent_LocalInputs */

const en_console_outbox_not_sent_local = /** @type {(inputs: Console_Outbox_Not_Sent_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sent (local)`)
};

const de_console_outbox_not_sent_local = /** @type {(inputs: Console_Outbox_Not_Sent_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nicht gesendet (lokal)`)
};

const fr_console_outbox_not_sent_local = /** @type {(inputs: Console_Outbox_Not_Sent_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Non envoyé (local)`)
};

const nl_console_outbox_not_sent_local = /** @type {(inputs: Console_Outbox_Not_Sent_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Niet verzonden (lokaal)`)
};

const es_console_outbox_not_sent_local = /** @type {(inputs: Console_Outbox_Not_Sent_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No enviado (local)`)
};

const en_xa2_console_outbox_not_sent_local = /** @type {(inputs: Console_Outbox_Not_Sent_LocalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ šéñţ (ļöçáļ) one]`)
};

/**
* | output |
* | --- |
* | "Not sent (local)" |
*
* @param {Console_Outbox_Not_Sent_LocalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_not_sent_local = /** @type {((inputs?: Console_Outbox_Not_Sent_LocalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Not_Sent_LocalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_not_sent_local(inputs)
	if (locale === "fr") return fr_console_outbox_not_sent_local(inputs)
	if (locale === "nl") return nl_console_outbox_not_sent_local(inputs)
	if (locale === "es") return es_console_outbox_not_sent_local(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_not_sent_local(inputs)
	return en_console_outbox_not_sent_local(inputs)
});