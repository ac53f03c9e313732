/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_RejectedInputs */

const en_console_outbox_rejected = /** @type {(inputs: Console_Outbox_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected`)
};

const de_console_outbox_rejected = /** @type {(inputs: Console_Outbox_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelehnt`)
};

const fr_console_outbox_rejected = /** @type {(inputs: Console_Outbox_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Refusés`)
};

const nl_console_outbox_rejected = /** @type {(inputs: Console_Outbox_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geweigerd`)
};

const es_console_outbox_rejected = /** @type {(inputs: Console_Outbox_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechazados`)
};

const en_xa2_console_outbox_rejected = /** @type {(inputs: Console_Outbox_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéĵéçţéð ]`)
};

/**
* | output |
* | --- |
* | "Rejected" |
*
* @param {Console_Outbox_RejectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_rejected = /** @type {((inputs?: Console_Outbox_RejectedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_RejectedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_rejected(inputs)
	if (locale === "fr") return fr_console_outbox_rejected(inputs)
	if (locale === "nl") return nl_console_outbox_rejected(inputs)
	if (locale === "es") return es_console_outbox_rejected(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_rejected(inputs)
	return en_console_outbox_rejected(inputs)
});