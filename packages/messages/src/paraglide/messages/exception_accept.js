/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_AcceptInputs */

const en_exception_accept = /** @type {(inputs: Exception_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept exception`)
};

const de_exception_accept = /** @type {(inputs: Exception_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausnahme akzeptieren`)
};

const fr_exception_accept = /** @type {(inputs: Exception_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter l’exception`)
};

const nl_exception_accept = /** @type {(inputs: Exception_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitzondering accepteren`)
};

const es_exception_accept = /** @type {(inputs: Exception_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar la excepción`)
};

const en_xa2_exception_accept = /** @type {(inputs: Exception_AcceptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéþţ éẋçéþţíöñ one]`)
};

/**
* | output |
* | --- |
* | "Accept exception" |
*
* @param {Exception_AcceptInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_accept = /** @type {((inputs?: Exception_AcceptInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_AcceptInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_accept(inputs)
	if (locale === "fr") return fr_exception_accept(inputs)
	if (locale === "nl") return nl_exception_accept(inputs)
	if (locale === "es") return es_exception_accept(inputs)
	if (locale === "en-XA") return en_xa2_exception_accept(inputs)
	return en_exception_accept(inputs)
});