/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_CodeInputs */

const en_second_step_code = /** @type {(inputs: Second_Step_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const de_second_step_code = /** @type {(inputs: Second_Step_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const fr_second_step_code = /** @type {(inputs: Second_Step_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const nl_second_step_code = /** @type {(inputs: Second_Step_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Code`)
};

const es_second_step_code = /** @type {(inputs: Second_Step_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Código`)
};

const en_xa2_second_step_code = /** @type {(inputs: Second_Step_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöðé ]`)
};

/**
* | output |
* | --- |
* | "Code" |
*
* @param {Second_Step_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_code = /** @type {((inputs?: Second_Step_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_CodeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_code(inputs)
	if (locale === "fr") return fr_second_step_code(inputs)
	if (locale === "nl") return nl_second_step_code(inputs)
	if (locale === "es") return es_second_step_code(inputs)
	if (locale === "en-XA") return en_xa2_second_step_code(inputs)
	return en_second_step_code(inputs)
});