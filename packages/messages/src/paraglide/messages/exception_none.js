/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_NoneInputs */

const en_exception_none = /** @type {(inputs: Exception_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None. An accepted exception leaves the control out of the score until it expires.`)
};

const de_exception_none = /** @type {(inputs: Exception_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine. Eine akzeptierte Ausnahme nimmt die Kontrolle aus der Wertung, bis sie abläuft.`)
};

const fr_exception_none = /** @type {(inputs: Exception_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune. Une exception acceptée exclut le contrôle du score jusqu’à son expiration.`)
};

const nl_exception_none = /** @type {(inputs: Exception_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen. Een geaccepteerde uitzondering laat de control buiten de score tot ze verloopt.`)
};

const es_exception_none = /** @type {(inputs: Exception_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ninguna. Una excepción aceptada deja el control fuera de la puntuación hasta que vence.`)
};

const en_xa2_exception_none = /** @type {(inputs: Exception_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöñé. Åñ áççéþţéð éẋçéþţíöñ ļéáṽéš ţĥé çöñţŕöļ öüţ öƒ ţĥé šçöŕé üñţíļ íţ éẋþíŕéš. one two three four five s]`)
};

/**
* | output |
* | --- |
* | "None. An accepted exception leaves the control out of the score until it expires." |
*
* @param {Exception_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_none = /** @type {((inputs?: Exception_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_none(inputs)
	if (locale === "fr") return fr_exception_none(inputs)
	if (locale === "nl") return nl_exception_none(inputs)
	if (locale === "es") return es_exception_none(inputs)
	if (locale === "en-XA") return en_xa2_exception_none(inputs)
	return en_exception_none(inputs)
});