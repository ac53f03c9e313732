/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_ClearInputs */

const en_console_clear = /** @type {(inputs: Console_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear`)
};

const de_console_clear = /** @type {(inputs: Console_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leeren`)
};

const fr_console_clear = /** @type {(inputs: Console_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer`)
};

const nl_console_clear = /** @type {(inputs: Console_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wissen`)
};

const es_console_clear = /** @type {(inputs: Console_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar`)
};

const en_xa2_console_clear = /** @type {(inputs: Console_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ ]`)
};

/**
* | output |
* | --- |
* | "Clear" |
*
* @param {Console_ClearInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_clear = /** @type {((inputs?: Console_ClearInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_ClearInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_clear(inputs)
	if (locale === "fr") return fr_console_clear(inputs)
	if (locale === "nl") return nl_console_clear(inputs)
	if (locale === "es") return es_console_clear(inputs)
	if (locale === "en-XA") return en_xa2_console_clear(inputs)
	return en_console_clear(inputs)
});