/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_Accept_AsInputs */

const en_exception_accept_as = /** @type {(inputs: Exception_Accept_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accept as exception`)
};

const de_exception_accept_as = /** @type {(inputs: Exception_Accept_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Ausnahme akzeptieren`)
};

const fr_exception_accept_as = /** @type {(inputs: Exception_Accept_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Accepter comme exception`)
};

const nl_exception_accept_as = /** @type {(inputs: Exception_Accept_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als uitzondering accepteren`)
};

const es_exception_accept_as = /** @type {(inputs: Exception_Accept_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aceptar como excepción`)
};

const en_xa2_exception_accept_as = /** @type {(inputs: Exception_Accept_AsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åççéþţ áš éẋçéþţíöñ one ]`)
};

/**
* | output |
* | --- |
* | "Accept as exception" |
*
* @param {Exception_Accept_AsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_accept_as = /** @type {((inputs?: Exception_Accept_AsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_Accept_AsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_accept_as(inputs)
	if (locale === "fr") return fr_exception_accept_as(inputs)
	if (locale === "nl") return nl_exception_accept_as(inputs)
	if (locale === "es") return es_exception_accept_as(inputs)
	if (locale === "en-XA") return en_xa2_exception_accept_as(inputs)
	return en_exception_accept_as(inputs)
});