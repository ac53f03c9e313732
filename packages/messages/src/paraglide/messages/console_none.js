/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_NoneInputs */

const en_console_none = /** @type {(inputs: Console_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None`)
};

const de_console_none = /** @type {(inputs: Console_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine`)
};

const fr_console_none = /** @type {(inputs: Console_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun`)
};

const nl_console_none = /** @type {(inputs: Console_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen`)
};

const es_console_none = /** @type {(inputs: Console_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguno`)
};

const en_xa2_console_none = /** @type {(inputs: Console_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöñé ]`)
};

/**
* | output |
* | --- |
* | "None" |
*
* @param {Console_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_none = /** @type {((inputs?: Console_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_none(inputs)
	if (locale === "fr") return fr_console_none(inputs)
	if (locale === "nl") return nl_console_none(inputs)
	if (locale === "es") return es_console_none(inputs)
	if (locale === "en-XA") return en_xa2_console_none(inputs)
	return en_console_none(inputs)
});