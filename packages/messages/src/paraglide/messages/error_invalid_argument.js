/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Invalid_ArgumentInputs */

const en_error_invalid_argument = /** @type {(inputs: Error_Invalid_ArgumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Some fields need your attention.`)
};

const de_error_invalid_argument = /** @type {(inputs: Error_Invalid_ArgumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einige Felder brauchen Ihre Aufmerksamkeit.`)
};

const fr_error_invalid_argument = /** @type {(inputs: Error_Invalid_ArgumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Certains champs demandent votre attention.`)
};

const nl_error_invalid_argument = /** @type {(inputs: Error_Invalid_ArgumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sommige velden hebben uw aandacht nodig.`)
};

const es_error_invalid_argument = /** @type {(inputs: Error_Invalid_ArgumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algunos campos requieren su atención.`)
};

const en_xa2_error_invalid_argument = /** @type {(inputs: Error_Invalid_ArgumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šöɱé ƒíéļðš ñééð ýöüŕ áţţéñţíöñ. one two ]`)
};

/**
* | output |
* | --- |
* | "Some fields need your attention." |
*
* @param {Error_Invalid_ArgumentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_invalid_argument = /** @type {((inputs?: Error_Invalid_ArgumentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Invalid_ArgumentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_invalid_argument(inputs)
	if (locale === "fr") return fr_error_invalid_argument(inputs)
	if (locale === "nl") return nl_error_invalid_argument(inputs)
	if (locale === "es") return es_error_invalid_argument(inputs)
	if (locale === "en-XA") return en_xa2_error_invalid_argument(inputs)
	return en_error_invalid_argument(inputs)
});