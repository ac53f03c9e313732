/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_WelcomeInputs */

const en_home_welcome = /** @type {(inputs: Home_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welcome`)
};

const de_home_welcome = /** @type {(inputs: Home_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Willkommen`)
};

const fr_home_welcome = /** @type {(inputs: Home_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenue`)
};

const nl_home_welcome = /** @type {(inputs: Home_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Welkom`)
};

const es_home_welcome = /** @type {(inputs: Home_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bienvenido`)
};

const en_xa2_home_welcome = /** @type {(inputs: Home_WelcomeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéļçöɱé ]`)
};

/**
* | output |
* | --- |
* | "Welcome" |
*
* @param {Home_WelcomeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_welcome = /** @type {((inputs?: Home_WelcomeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_WelcomeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_welcome(inputs)
	if (locale === "fr") return fr_home_welcome(inputs)
	if (locale === "nl") return nl_home_welcome(inputs)
	if (locale === "es") return es_home_welcome(inputs)
	if (locale === "en-XA") return en_xa2_home_welcome(inputs)
	return en_home_welcome(inputs)
});