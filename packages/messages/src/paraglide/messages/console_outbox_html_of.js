/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ subject: NonNullable<unknown> }} Console_Outbox_Html_OfInputs */

const en_console_outbox_html_of = /** @type {(inputs: Console_Outbox_Html_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTML of “${i?.subject}”`)
};

const de_console_outbox_html_of = /** @type {(inputs: Console_Outbox_Html_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTML von „${i?.subject}“`)
};

const fr_console_outbox_html_of = /** @type {(inputs: Console_Outbox_Html_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTML de « ${i?.subject} »`)
};

const nl_console_outbox_html_of = /** @type {(inputs: Console_Outbox_Html_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTML van “${i?.subject}”`)
};

const es_console_outbox_html_of = /** @type {(inputs: Console_Outbox_Html_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`HTML de «${i?.subject}»`)
};

const en_xa2_console_outbox_html_of = /** @type {(inputs: Console_Outbox_Html_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ĤŢṀĻ öƒ “${i?.subject}” one ]`)
};

/**
* | output |
* | --- |
* | "HTML of “{subject}”" |
*
* @param {Console_Outbox_Html_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_html_of = /** @type {((inputs: Console_Outbox_Html_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Html_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_html_of(inputs)
	if (locale === "fr") return fr_console_outbox_html_of(inputs)
	if (locale === "nl") return nl_console_outbox_html_of(inputs)
	if (locale === "es") return es_console_outbox_html_of(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_html_of(inputs)
	return en_console_outbox_html_of(inputs)
});