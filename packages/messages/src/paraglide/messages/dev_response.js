/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_ResponseInputs */

const en_dev_response = /** @type {(inputs: Dev_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Response`)
};

const de_dev_response = /** @type {(inputs: Dev_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwort`)
};

const fr_dev_response = /** @type {(inputs: Dev_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Réponse`)
};

const nl_dev_response = /** @type {(inputs: Dev_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Antwoord`)
};

const es_dev_response = /** @type {(inputs: Dev_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Respuesta`)
};

const en_xa2_dev_response = /** @type {(inputs: Dev_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšþöñšé ]`)
};

/**
* | output |
* | --- |
* | "Response" |
*
* @param {Dev_ResponseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_response = /** @type {((inputs?: Dev_ResponseInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_ResponseInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_response(inputs)
	if (locale === "fr") return fr_dev_response(inputs)
	if (locale === "nl") return nl_dev_response(inputs)
	if (locale === "es") return es_dev_response(inputs)
	if (locale === "en-XA") return en_xa2_dev_response(inputs)
	return en_dev_response(inputs)
});