/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Console_Subs_Ends_OnInputs */

const en_console_subs_ends_on = /** @type {(inputs: Console_Subs_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ends ${i?.date}`)
};

const de_console_subs_ends_on = /** @type {(inputs: Console_Subs_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Endet am ${i?.date}`)
};

const fr_console_subs_ends_on = /** @type {(inputs: Console_Subs_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se termine le ${i?.date}`)
};

const nl_console_subs_ends_on = /** @type {(inputs: Console_Subs_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eindigt op ${i?.date}`)
};

const es_console_subs_ends_on = /** @type {(inputs: Console_Subs_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termina el ${i?.date}`)
};

const en_xa2_console_subs_ends_on = /** @type {(inputs: Console_Subs_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñðš ${i?.date} o]`)
};

/**
* | output |
* | --- |
* | "Ends {date}" |
*
* @param {Console_Subs_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_ends_on = /** @type {((inputs: Console_Subs_Ends_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Ends_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_ends_on(inputs)
	if (locale === "fr") return fr_console_subs_ends_on(inputs)
	if (locale === "nl") return nl_console_subs_ends_on(inputs)
	if (locale === "es") return es_console_subs_ends_on(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_ends_on(inputs)
	return en_console_subs_ends_on(inputs)
});