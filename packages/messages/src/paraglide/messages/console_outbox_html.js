/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_HtmlInputs */

const en_console_outbox_html = /** @type {(inputs: Console_Outbox_HtmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTML`)
};

const de_console_outbox_html = /** @type {(inputs: Console_Outbox_HtmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTML`)
};

const fr_console_outbox_html = /** @type {(inputs: Console_Outbox_HtmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTML`)
};

const nl_console_outbox_html = /** @type {(inputs: Console_Outbox_HtmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTML`)
};

const es_console_outbox_html = /** @type {(inputs: Console_Outbox_HtmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HTML`)
};

const en_xa2_console_outbox_html = /** @type {(inputs: Console_Outbox_HtmlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ĤŢṀĻ ]`)
};

/**
* | output |
* | --- |
* | "HTML" |
*
* @param {Console_Outbox_HtmlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_html = /** @type {((inputs?: Console_Outbox_HtmlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_HtmlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_html(inputs)
	if (locale === "fr") return fr_console_outbox_html(inputs)
	if (locale === "nl") return nl_console_outbox_html(inputs)
	if (locale === "es") return es_console_outbox_html(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_html(inputs)
	return en_console_outbox_html(inputs)
});