/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Home_DocumentInputs */

const en_home_document = /** @type {(inputs: Home_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Home`)
};

const de_home_document = /** @type {(inputs: Home_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

const fr_home_document = /** @type {(inputs: Home_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accueil`)
};

const nl_home_document = /** @type {(inputs: Home_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start`)
};

const es_home_document = /** @type {(inputs: Home_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inicio`)
};

const en_xa2_home_document = /** @type {(inputs: Home_DocumentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĥöɱé ]`)
};

/**
* | output |
* | --- |
* | "Home" |
*
* @param {Home_DocumentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const home_document = /** @type {((inputs?: Home_DocumentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Home_DocumentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_home_document(inputs)
	if (locale === "fr") return fr_home_document(inputs)
	if (locale === "nl") return nl_home_document(inputs)
	if (locale === "es") return es_home_document(inputs)
	if (locale === "en-XA") return en_xa2_home_document(inputs)
	return en_home_document(inputs)
});