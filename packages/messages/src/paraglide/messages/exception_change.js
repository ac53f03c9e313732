/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_ChangeInputs */

const en_exception_change = /** @type {(inputs: Exception_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change exception`)
};

const de_exception_change = /** @type {(inputs: Exception_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausnahme ändern`)
};

const fr_exception_change = /** @type {(inputs: Exception_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Modifier l’exception`)
};

const nl_exception_change = /** @type {(inputs: Exception_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitzondering wijzigen`)
};

const es_exception_change = /** @type {(inputs: Exception_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar la excepción`)
};

const en_xa2_exception_change = /** @type {(inputs: Exception_ChangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥáñĝé éẋçéþţíöñ one]`)
};

/**
* | output |
* | --- |
* | "Change exception" |
*
* @param {Exception_ChangeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_change = /** @type {((inputs?: Exception_ChangeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_ChangeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_change(inputs)
	if (locale === "fr") return fr_exception_change(inputs)
	if (locale === "nl") return nl_exception_change(inputs)
	if (locale === "es") return es_exception_change(inputs)
	if (locale === "en-XA") return en_xa2_exception_change(inputs)
	return en_exception_change(inputs)
});