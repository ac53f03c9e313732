/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Reason_HintInputs */

const en_console_support_reason_hint = /** @type {(inputs: Console_Support_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The owners read this`)
};

const de_console_support_reason_hint = /** @type {(inputs: Console_Support_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Inhaber lesen das`)
};

const fr_console_support_reason_hint = /** @type {(inputs: Console_Support_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les propriétaires le liront`)
};

const nl_console_support_reason_hint = /** @type {(inputs: Console_Support_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De eigenaren lezen dit`)
};

const es_console_support_reason_hint = /** @type {(inputs: Console_Support_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los propietarios lo leerán`)
};

const en_xa2_console_support_reason_hint = /** @type {(inputs: Console_Support_Reason_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé öŵñéŕš ŕéáð ţĥíš one ]`)
};

/**
* | output |
* | --- |
* | "The owners read this" |
*
* @param {Console_Support_Reason_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_reason_hint = /** @type {((inputs?: Console_Support_Reason_HintInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Reason_HintInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_reason_hint(inputs)
	if (locale === "fr") return fr_console_support_reason_hint(inputs)
	if (locale === "nl") return nl_console_support_reason_hint(inputs)
	if (locale === "es") return es_console_support_reason_hint(inputs)
	if (locale === "en-XA") return en_xa2_console_support_reason_hint(inputs)
	return en_console_support_reason_hint(inputs)
});