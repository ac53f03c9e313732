/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Break_Glass_SuffixInputs */

const en_console_support_break_glass_suffix = /** @type {(inputs: Console_Support_Break_Glass_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (break-glass)`)
};

const de_console_support_break_glass_suffix = /** @type {(inputs: Console_Support_Break_Glass_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (Notfallzugriff)`)
};

const fr_console_support_break_glass_suffix = /** @type {(inputs: Console_Support_Break_Glass_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (accès d’urgence)`)
};

const nl_console_support_break_glass_suffix = /** @type {(inputs: Console_Support_Break_Glass_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (noodtoegang)`)
};

const es_console_support_break_glass_suffix = /** @type {(inputs: Console_Support_Break_Glass_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (acceso de emergencia)`)
};

const en_xa2_console_support_break_glass_suffix = /** @type {(inputs: Console_Support_Break_Glass_SuffixInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ (ƀŕéáķ-ĝļášš) on]`)
};

/**
* | output |
* | --- |
* | "(break-glass)" |
*
* @param {Console_Support_Break_Glass_SuffixInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_break_glass_suffix = /** @type {((inputs?: Console_Support_Break_Glass_SuffixInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Break_Glass_SuffixInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_break_glass_suffix(inputs)
	if (locale === "fr") return fr_console_support_break_glass_suffix(inputs)
	if (locale === "nl") return nl_console_support_break_glass_suffix(inputs)
	if (locale === "es") return es_console_support_break_glass_suffix(inputs)
	if (locale === "en-XA") return en_xa2_console_support_break_glass_suffix(inputs)
	return en_console_support_break_glass_suffix(inputs)
});