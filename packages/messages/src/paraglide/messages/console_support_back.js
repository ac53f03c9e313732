/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_BackInputs */

const en_console_support_back = /** @type {(inputs: Console_Support_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← The organisation`)
};

const de_console_support_back = /** @type {(inputs: Console_Support_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← Die Organisation`)
};

const fr_console_support_back = /** @type {(inputs: Console_Support_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← L’organisation`)
};

const nl_console_support_back = /** @type {(inputs: Console_Support_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← De organisatie`)
};

const es_console_support_back = /** @type {(inputs: Console_Support_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`← La organización`)
};

const en_xa2_console_support_back = /** @type {(inputs: Console_Support_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[← Ţĥé öŕĝáñíšáţíöñ one]`)
};

/**
* | output |
* | --- |
* | "← The organisation" |
*
* @param {Console_Support_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_back = /** @type {((inputs?: Console_Support_BackInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_BackInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_back(inputs)
	if (locale === "fr") return fr_console_support_back(inputs)
	if (locale === "nl") return nl_console_support_back(inputs)
	if (locale === "es") return es_console_support_back(inputs)
	if (locale === "en-XA") return en_xa2_console_support_back(inputs)
	return en_console_support_back(inputs)
});