/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_Code_InvalidInputs */

const en_second_step_code_invalid = /** @type {(inputs: Second_Step_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the 6 digits of the code.`)
};

const de_second_step_code_invalid = /** @type {(inputs: Second_Step_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die 6 Ziffern des Codes ein.`)
};

const fr_second_step_code_invalid = /** @type {(inputs: Second_Step_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez les 6 chiffres du code.`)
};

const nl_second_step_code_invalid = /** @type {(inputs: Second_Step_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer de 6 cijfers van de code in.`)
};

const es_second_step_code_invalid = /** @type {(inputs: Second_Step_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca los 6 dígitos del código.`)
};

const en_xa2_second_step_code_invalid = /** @type {(inputs: Second_Step_Code_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé 6 ðíĝíţš öƒ ţĥé çöðé. one two ]`)
};

/**
* | output |
* | --- |
* | "Enter the 6 digits of the code." |
*
* @param {Second_Step_Code_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_code_invalid = /** @type {((inputs?: Second_Step_Code_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_Code_InvalidInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_code_invalid(inputs)
	if (locale === "fr") return fr_second_step_code_invalid(inputs)
	if (locale === "nl") return nl_second_step_code_invalid(inputs)
	if (locale === "es") return es_second_step_code_invalid(inputs)
	if (locale === "en-XA") return en_xa2_second_step_code_invalid(inputs)
	return en_second_step_code_invalid(inputs)
});