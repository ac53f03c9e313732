/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Console_Subs_Renews_OnInputs */

const en_console_subs_renews_on = /** @type {(inputs: Console_Subs_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renews ${i?.date}`)
};

const de_console_subs_renews_on = /** @type {(inputs: Console_Subs_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlängert sich am ${i?.date}`)
};

const fr_console_subs_renews_on = /** @type {(inputs: Console_Subs_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se renouvelle le ${i?.date}`)
};

const nl_console_subs_renews_on = /** @type {(inputs: Console_Subs_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wordt verlengd op ${i?.date}`)
};

const es_console_subs_renews_on = /** @type {(inputs: Console_Subs_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se renueva el ${i?.date}`)
};

const en_xa2_console_subs_renews_on = /** @type {(inputs: Console_Subs_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñéŵš ${i?.date} on]`)
};

/**
* | output |
* | --- |
* | "Renews {date}" |
*
* @param {Console_Subs_Renews_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_renews_on = /** @type {((inputs: Console_Subs_Renews_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Renews_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_renews_on(inputs)
	if (locale === "fr") return fr_console_subs_renews_on(inputs)
	if (locale === "nl") return nl_console_subs_renews_on(inputs)
	if (locale === "es") return es_console_subs_renews_on(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_renews_on(inputs)
	return en_console_subs_renews_on(inputs)
});