/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_TextInputs */

const en_console_outbox_text = /** @type {(inputs: Console_Outbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text`)
};

const de_console_outbox_text = /** @type {(inputs: Console_Outbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text`)
};

const fr_console_outbox_text = /** @type {(inputs: Console_Outbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texte`)
};

const nl_console_outbox_text = /** @type {(inputs: Console_Outbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tekst`)
};

const es_console_outbox_text = /** @type {(inputs: Console_Outbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Texto`)
};

const en_xa2_console_outbox_text = /** @type {(inputs: Console_Outbox_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéẋţ ]`)
};

/**
* | output |
* | --- |
* | "Text" |
*
* @param {Console_Outbox_TextInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_text = /** @type {((inputs?: Console_Outbox_TextInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_TextInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_text(inputs)
	if (locale === "fr") return fr_console_outbox_text(inputs)
	if (locale === "nl") return nl_console_outbox_text(inputs)
	if (locale === "es") return es_console_outbox_text(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_text(inputs)
	return en_console_outbox_text(inputs)
});