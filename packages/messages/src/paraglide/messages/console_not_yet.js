/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Not_YetInputs */

const en_console_not_yet = /** @type {(inputs: Console_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not yet`)
};

const de_console_not_yet = /** @type {(inputs: Console_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nicht`)
};

const fr_console_not_yet = /** @type {(inputs: Console_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pas encore`)
};

const nl_console_not_yet = /** @type {(inputs: Console_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog niet`)
};

const es_console_not_yet = /** @type {(inputs: Console_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no`)
};

const en_xa2_console_not_yet = /** @type {(inputs: Console_Not_YetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţ ýéţ ]`)
};

/**
* | output |
* | --- |
* | "Not yet" |
*
* @param {Console_Not_YetInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_not_yet = /** @type {((inputs?: Console_Not_YetInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Not_YetInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_not_yet(inputs)
	if (locale === "fr") return fr_console_not_yet(inputs)
	if (locale === "nl") return nl_console_not_yet(inputs)
	if (locale === "es") return es_console_not_yet(inputs)
	if (locale === "en-XA") return en_xa2_console_not_yet(inputs)
	return en_console_not_yet(inputs)
});