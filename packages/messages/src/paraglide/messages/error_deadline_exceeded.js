/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Deadline_ExceededInputs */

const en_error_deadline_exceeded = /** @type {(inputs: Error_Deadline_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server took too long to answer. Please try again.`)
};

const de_error_deadline_exceeded = /** @type {(inputs: Error_Deadline_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Server hat zu lange gebraucht. Bitte versuchen Sie es erneut.`)
};

const fr_error_deadline_exceeded = /** @type {(inputs: Error_Deadline_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Le serveur a mis trop de temps à répondre. Veuillez réessayer.`)
};

const nl_error_deadline_exceeded = /** @type {(inputs: Error_Deadline_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De server deed er te lang over. Probeer het opnieuw.`)
};

const es_error_deadline_exceeded = /** @type {(inputs: Error_Deadline_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor tardó demasiado en responder. Inténtelo de nuevo.`)
};

const en_xa2_error_deadline_exceeded = /** @type {(inputs: Error_Deadline_ExceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé šéŕṽéŕ ţööķ ţöö ļöñĝ ţö áñšŵéŕ. Þļéášé ţŕý áĝáíñ. one two three fo]`)
};

/**
* | output |
* | --- |
* | "The server took too long to answer. Please try again." |
*
* @param {Error_Deadline_ExceededInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_deadline_exceeded = /** @type {((inputs?: Error_Deadline_ExceededInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Deadline_ExceededInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_deadline_exceeded(inputs)
	if (locale === "fr") return fr_error_deadline_exceeded(inputs)
	if (locale === "nl") return nl_error_deadline_exceeded(inputs)
	if (locale === "es") return es_error_deadline_exceeded(inputs)
	if (locale === "en-XA") return en_xa2_error_deadline_exceeded(inputs)
	return en_error_deadline_exceeded(inputs)
});