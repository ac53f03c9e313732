/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_OutboxInputs */

const en_console_tab_outbox = /** @type {(inputs: Console_Tab_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Outbox`)
};

const de_console_tab_outbox = /** @type {(inputs: Console_Tab_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postausgang`)
};

const fr_console_tab_outbox = /** @type {(inputs: Console_Tab_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Boîte d’envoi`)
};

const nl_console_tab_outbox = /** @type {(inputs: Console_Tab_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postvak UIT`)
};

const es_console_tab_outbox = /** @type {(inputs: Console_Tab_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bandeja de salida`)
};

const en_xa2_console_tab_outbox = /** @type {(inputs: Console_Tab_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öüţƀöẋ ]`)
};

/**
* | output |
* | --- |
* | "Outbox" |
*
* @param {Console_Tab_OutboxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_outbox = /** @type {((inputs?: Console_Tab_OutboxInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_OutboxInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_outbox(inputs)
	if (locale === "fr") return fr_console_tab_outbox(inputs)
	if (locale === "nl") return nl_console_tab_outbox(inputs)
	if (locale === "es") return es_console_tab_outbox(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_outbox(inputs)
	return en_console_tab_outbox(inputs)
});