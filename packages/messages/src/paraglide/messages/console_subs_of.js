/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Console_Subs_OfInputs */

const en_console_subs_of = /** @type {(inputs: Console_Subs_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`of ${i?.name}`)
};

const de_console_subs_of = /** @type {(inputs: Console_Subs_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`von ${i?.name}`)
};

const fr_console_subs_of = /** @type {(inputs: Console_Subs_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const nl_console_subs_of = /** @type {(inputs: Console_Subs_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`van ${i?.name}`)
};

const es_console_subs_of = /** @type {(inputs: Console_Subs_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de ${i?.name}`)
};

const en_xa2_console_subs_of = /** @type {(inputs: Console_Subs_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[öƒ ${i?.name} ]`)
};

/**
* | output |
* | --- |
* | "of {name}" |
*
* @param {Console_Subs_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_of = /** @type {((inputs: Console_Subs_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_of(inputs)
	if (locale === "fr") return fr_console_subs_of(inputs)
	if (locale === "nl") return nl_console_subs_of(inputs)
	if (locale === "es") return es_console_subs_of(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_of(inputs)
	return en_console_subs_of(inputs)
});