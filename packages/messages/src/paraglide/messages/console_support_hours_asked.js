/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Console_Support_Hours_AskedInputs */

const en_console_support_hours_asked = /** @type {(inputs: Console_Support_Hours_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h asked`)
};

const de_console_support_hours_asked = /** @type {(inputs: Console_Support_Hours_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} Std. angefragt`)
};

const fr_console_support_hours_asked = /** @type {(inputs: Console_Support_Hours_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h demandées`)
};

const nl_console_support_hours_asked = /** @type {(inputs: Console_Support_Hours_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} u gevraagd`)
};

const es_console_support_hours_asked = /** @type {(inputs: Console_Support_Hours_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h solicitadas`)
};

const en_xa2_console_support_hours_asked = /** @type {(inputs: Console_Support_Hours_AskedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.hours} ĥ ášķéð on]`)
};

/**
* | output |
* | --- |
* | "{hours} h asked" |
*
* @param {Console_Support_Hours_AskedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_hours_asked = /** @type {((inputs: Console_Support_Hours_AskedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Hours_AskedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_hours_asked(inputs)
	if (locale === "fr") return fr_console_support_hours_asked(inputs)
	if (locale === "nl") return nl_console_support_hours_asked(inputs)
	if (locale === "es") return es_console_support_hours_asked(inputs)
	if (locale === "en-XA") return en_xa2_console_support_hours_asked(inputs)
	return en_console_support_hours_asked(inputs)
});