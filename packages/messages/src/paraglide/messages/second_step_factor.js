/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_FactorInputs */

const en_second_step_factor = /** @type {(inputs: Second_Step_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Second step`)
};

const de_second_step_factor = /** @type {(inputs: Second_Step_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zweiter Schritt`)
};

const fr_second_step_factor = /** @type {(inputs: Second_Step_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deuxième étape`)
};

const nl_second_step_factor = /** @type {(inputs: Second_Step_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tweede stap`)
};

const es_second_step_factor = /** @type {(inputs: Second_Step_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Segundo paso`)
};

const en_xa2_second_step_factor = /** @type {(inputs: Second_Step_FactorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéçöñð šţéþ o]`)
};

/**
* | output |
* | --- |
* | "Second step" |
*
* @param {Second_Step_FactorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_factor = /** @type {((inputs?: Second_Step_FactorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_FactorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_factor(inputs)
	if (locale === "fr") return fr_second_step_factor(inputs)
	if (locale === "nl") return nl_second_step_factor(inputs)
	if (locale === "es") return es_second_step_factor(inputs)
	if (locale === "en-XA") return en_xa2_second_step_factor(inputs)
	return en_second_step_factor(inputs)
});