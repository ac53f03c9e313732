/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_FailedInputs */

const en_home_failed = /** @type {(inputs: Home_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your portfolio could not be loaded`)
};

const de_home_failed = /** @type {(inputs: Home_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihr Portfolio konnte nicht geladen werden`)
};

const fr_home_failed = /** @type {(inputs: Home_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre portefeuille n’a pas pu être chargé`)
};

const nl_home_failed = /** @type {(inputs: Home_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw portfolio kon niet worden geladen`)
};

const es_home_failed = /** @type {(inputs: Home_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo cargar su cartera`)
};

const en_xa2_home_failed = /** @type {(inputs: Home_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ þöŕţƒöļíö çöüļð ñöţ ƀé ļöáðéð one two t]`)
};

/**
* | output |
* | --- |
* | "Your portfolio could not be loaded" |
*
* @param {Home_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_failed = /** @type {((inputs?: Home_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_failed(inputs)
	if (locale === "fr") return fr_home_failed(inputs)
	if (locale === "nl") return nl_home_failed(inputs)
	if (locale === "es") return es_home_failed(inputs)
	if (locale === "en-XA") return en_xa2_home_failed(inputs)
	return en_home_failed(inputs)
});