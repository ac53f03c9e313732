/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_TitleInputs */

const en_exception_title = /** @type {(inputs: Exception_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exception`)
};

const de_exception_title = /** @type {(inputs: Exception_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausnahme`)
};

const fr_exception_title = /** @type {(inputs: Exception_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exception`)
};

const nl_exception_title = /** @type {(inputs: Exception_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitzondering`)
};

const es_exception_title = /** @type {(inputs: Exception_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excepción`)
};

const en_xa2_exception_title = /** @type {(inputs: Exception_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋçéþţíöñ ]`)
};

/**
* | output |
* | --- |
* | "Exception" |
*
* @param {Exception_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_title = /** @type {((inputs?: Exception_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_title(inputs)
	if (locale === "fr") return fr_exception_title(inputs)
	if (locale === "nl") return nl_exception_title(inputs)
	if (locale === "es") return es_exception_title(inputs)
	if (locale === "en-XA") return en_xa2_exception_title(inputs)
	return en_exception_title(inputs)
});