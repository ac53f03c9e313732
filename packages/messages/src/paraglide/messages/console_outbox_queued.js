/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_QueuedInputs */

const en_console_outbox_queued = /** @type {(inputs: Console_Outbox_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queued`)
};

const de_console_outbox_queued = /** @type {(inputs: Console_Outbox_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In der Warteschlange`)
};

const fr_console_outbox_queued = /** @type {(inputs: Console_Outbox_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En file d’attente`)
};

const nl_console_outbox_queued = /** @type {(inputs: Console_Outbox_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In de wachtrij`)
};

const es_console_outbox_queued = /** @type {(inputs: Console_Outbox_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En cola`)
};

const en_xa2_console_outbox_queued = /** @type {(inputs: Console_Outbox_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ǫüéüéð ]`)
};

/**
* | output |
* | --- |
* | "Queued" |
*
* @param {Console_Outbox_QueuedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_queued = /** @type {((inputs?: Console_Outbox_QueuedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_QueuedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_queued(inputs)
	if (locale === "fr") return fr_console_outbox_queued(inputs)
	if (locale === "nl") return nl_console_outbox_queued(inputs)
	if (locale === "es") return es_console_outbox_queued(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_queued(inputs)
	return en_console_outbox_queued(inputs)
});