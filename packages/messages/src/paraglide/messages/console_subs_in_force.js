/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_In_ForceInputs */

const en_console_subs_in_force = /** @type {(inputs: Console_Subs_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In force`)
};

const de_console_subs_in_force = /** @type {(inputs: Console_Subs_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gültig`)
};

const fr_console_subs_in_force = /** @type {(inputs: Console_Subs_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vigueur`)
};

const nl_console_subs_in_force = /** @type {(inputs: Console_Subs_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Van kracht`)
};

const es_console_subs_in_force = /** @type {(inputs: Console_Subs_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En vigor`)
};

const en_xa2_console_subs_in_force = /** @type {(inputs: Console_Subs_In_ForceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñ ƒöŕçé ]`)
};

/**
* | output |
* | --- |
* | "In force" |
*
* @param {Console_Subs_In_ForceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_in_force = /** @type {((inputs?: Console_Subs_In_ForceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_In_ForceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_in_force(inputs)
	if (locale === "fr") return fr_console_subs_in_force(inputs)
	if (locale === "nl") return nl_console_subs_in_force(inputs)
	if (locale === "es") return es_console_subs_in_force(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_in_force(inputs)
	return en_console_subs_in_force(inputs)
});