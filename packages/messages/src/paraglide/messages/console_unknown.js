/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_UnknownInputs */

const en_console_unknown = /** @type {(inputs: Console_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unknown`)
};

const de_console_unknown = /** @type {(inputs: Console_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbekannt`)
};

const fr_console_unknown = /** @type {(inputs: Console_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inconnu`)
};

const nl_console_unknown = /** @type {(inputs: Console_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbekend`)
};

const es_console_unknown = /** @type {(inputs: Console_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desconocido`)
};

const en_xa2_console_unknown = /** @type {(inputs: Console_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñķñöŵñ ]`)
};

/**
* | output |
* | --- |
* | "Unknown" |
*
* @param {Console_UnknownInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_unknown = /** @type {((inputs?: Console_UnknownInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_UnknownInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_unknown(inputs)
	if (locale === "fr") return fr_console_unknown(inputs)
	if (locale === "nl") return nl_console_unknown(inputs)
	if (locale === "es") return es_console_unknown(inputs)
	if (locale === "en-XA") return en_xa2_console_unknown(inputs)
	return en_console_unknown(inputs)
});