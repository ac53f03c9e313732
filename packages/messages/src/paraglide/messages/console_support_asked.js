/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_AskedInputs */

const en_console_support_asked = /** @type {(inputs: Console_Support_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Asked`)
};

const de_console_support_asked = /** @type {(inputs: Console_Support_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angefragt`)
};

const fr_console_support_asked = /** @type {(inputs: Console_Support_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demandé`)
};

const nl_console_support_asked = /** @type {(inputs: Console_Support_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gevraagd`)
};

const es_console_support_asked = /** @type {(inputs: Console_Support_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitado`)
};

const en_xa2_console_support_asked = /** @type {(inputs: Console_Support_AskedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åšķéð ]`)
};

/**
* | output |
* | --- |
* | "Asked" |
*
* @param {Console_Support_AskedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_asked = /** @type {((inputs?: Console_Support_AskedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_AskedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_asked(inputs)
	if (locale === "fr") return fr_console_support_asked(inputs)
	if (locale === "nl") return nl_console_support_asked(inputs)
	if (locale === "es") return es_console_support_asked(inputs)
	if (locale === "en-XA") return en_xa2_console_support_asked(inputs)
	return en_console_support_asked(inputs)
});