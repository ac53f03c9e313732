/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Home_Welcome_NameInputs */

const en_home_welcome_name = /** @type {(inputs: Home_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welcome, ${i?.name}`)
};

const de_home_welcome_name = /** @type {(inputs: Home_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Willkommen, ${i?.name}`)
};

const fr_home_welcome_name = /** @type {(inputs: Home_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenue, ${i?.name}`)
};

const nl_home_welcome_name = /** @type {(inputs: Home_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Welkom, ${i?.name}`)
};

const es_home_welcome_name = /** @type {(inputs: Home_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bienvenido, ${i?.name}`)
};

const en_xa2_home_welcome_name = /** @type {(inputs: Home_Welcome_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŵéļçöɱé, ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "Welcome, {name}" |
*
* @param {Home_Welcome_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_welcome_name = /** @type {((inputs: Home_Welcome_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_Welcome_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_welcome_name(inputs)
	if (locale === "fr") return fr_home_welcome_name(inputs)
	if (locale === "nl") return nl_home_welcome_name(inputs)
	if (locale === "es") return es_home_welcome_name(inputs)
	if (locale === "en-XA") return en_xa2_home_welcome_name(inputs)
	return en_home_welcome_name(inputs)
});