/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_RemoveInputs */

const en_exception_remove = /** @type {(inputs: Exception_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove exception`)
};

const de_exception_remove = /** @type {(inputs: Exception_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausnahme entfernen`)
};

const fr_exception_remove = /** @type {(inputs: Exception_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer l’exception`)
};

const nl_exception_remove = /** @type {(inputs: Exception_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitzondering verwijderen`)
};

const es_exception_remove = /** @type {(inputs: Exception_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quitar la excepción`)
};

const en_xa2_exception_remove = /** @type {(inputs: Exception_RemoveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé éẋçéþţíöñ one]`)
};

/**
* | output |
* | --- |
* | "Remove exception" |
*
* @param {Exception_RemoveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_remove = /** @type {((inputs?: Exception_RemoveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_RemoveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_remove(inputs)
	if (locale === "fr") return fr_exception_remove(inputs)
	if (locale === "nl") return nl_exception_remove(inputs)
	if (locale === "es") return es_exception_remove(inputs)
	if (locale === "en-XA") return en_xa2_exception_remove(inputs)
	return en_exception_remove(inputs)
});