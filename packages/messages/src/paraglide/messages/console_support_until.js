/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Console_Support_UntilInputs */

const en_console_support_until = /** @type {(inputs: Console_Support_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`until ${i?.date}`)
};

const de_console_support_until = /** @type {(inputs: Console_Support_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`bis ${i?.date}`)
};

const fr_console_support_until = /** @type {(inputs: Console_Support_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`jusqu’au ${i?.date}`)
};

const nl_console_support_until = /** @type {(inputs: Console_Support_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tot ${i?.date}`)
};

const es_console_support_until = /** @type {(inputs: Console_Support_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`hasta el ${i?.date}`)
};

const en_xa2_console_support_until = /** @type {(inputs: Console_Support_UntilInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[üñţíļ ${i?.date} o]`)
};

/**
* | output |
* | --- |
* | "until {date}" |
*
* @param {Console_Support_UntilInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_until = /** @type {((inputs: Console_Support_UntilInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_UntilInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_until(inputs)
	if (locale === "fr") return fr_console_support_until(inputs)
	if (locale === "nl") return nl_console_support_until(inputs)
	if (locale === "es") return es_console_support_until(inputs)
	if (locale === "en-XA") return en_xa2_console_support_until(inputs)
	return en_console_support_until(inputs)
});