/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Read_Only_EndsInputs */

const en_console_support_read_only_ends = /** @type {(inputs: Console_Support_Read_Only_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read-only, ends`)
};

const de_console_support_read_only_ends = /** @type {(inputs: Console_Support_Read_Only_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur lesend, endet`)
};

const fr_console_support_read_only_ends = /** @type {(inputs: Console_Support_Read_Only_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture seule, se termine`)
};

const nl_console_support_read_only_ends = /** @type {(inputs: Console_Support_Read_Only_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alleen-lezen, eindigt`)
};

const es_console_support_read_only_ends = /** @type {(inputs: Console_Support_Read_Only_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo lectura, termina`)
};

const en_xa2_console_support_read_only_ends = /** @type {(inputs: Console_Support_Read_Only_EndsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð-öñļý, éñðš on]`)
};

/**
* | output |
* | --- |
* | "Read-only, ends" |
*
* @param {Console_Support_Read_Only_EndsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_read_only_ends = /** @type {((inputs?: Console_Support_Read_Only_EndsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Read_Only_EndsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_read_only_ends(inputs)
	if (locale === "fr") return fr_console_support_read_only_ends(inputs)
	if (locale === "nl") return nl_console_support_read_only_ends(inputs)
	if (locale === "es") return es_console_support_read_only_ends(inputs)
	if (locale === "en-XA") return en_xa2_console_support_read_only_ends(inputs)
	return en_console_support_read_only_ends(inputs)
});