/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Second_Step_TitleInputs */

const en_second_step_title = /** @type {(inputs: Second_Step_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in`)
};

const de_second_step_title = /** @type {(inputs: Second_Step_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anmeldung in zwei Schritten`)
};

const fr_second_step_title = /** @type {(inputs: Second_Step_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Connexion en deux étapes`)
};

const nl_second_step_title = /** @type {(inputs: Second_Step_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inloggen in twee stappen`)
};

const es_second_step_title = /** @type {(inputs: Second_Step_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio de sesión en dos pasos`)
};

const en_xa2_second_step_title = /** @type {(inputs: Second_Step_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ one]`)
};

/**
* | output |
* | --- |
* | "Two-step sign-in" |
*
* @param {Second_Step_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const second_step_title = /** @type {((inputs?: Second_Step_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Second_Step_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_second_step_title(inputs)
	if (locale === "fr") return fr_second_step_title(inputs)
	if (locale === "nl") return nl_second_step_title(inputs)
	if (locale === "es") return es_second_step_title(inputs)
	if (locale === "en-XA") return en_xa2_second_step_title(inputs)
	return en_second_step_title(inputs)
});