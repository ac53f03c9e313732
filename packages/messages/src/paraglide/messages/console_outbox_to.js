/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_ToInputs */

const en_console_outbox_to = /** @type {(inputs: Console_Outbox_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const de_console_outbox_to = /** @type {(inputs: Console_Outbox_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An`)
};

const fr_console_outbox_to = /** @type {(inputs: Console_Outbox_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À`)
};

const nl_console_outbox_to = /** @type {(inputs: Console_Outbox_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aan`)
};

const es_console_outbox_to = /** @type {(inputs: Console_Outbox_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Para`)
};

const en_xa2_console_outbox_to = /** @type {(inputs: Console_Outbox_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţö ]`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Console_Outbox_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_to = /** @type {((inputs?: Console_Outbox_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_to(inputs)
	if (locale === "fr") return fr_console_outbox_to(inputs)
	if (locale === "nl") return nl_console_outbox_to(inputs)
	if (locale === "es") return es_console_outbox_to(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_to(inputs)
	return en_console_outbox_to(inputs)
});