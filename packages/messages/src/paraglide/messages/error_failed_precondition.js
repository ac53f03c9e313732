/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Failed_PreconditionInputs */

const en_error_failed_precondition = /** @type {(inputs: Error_Failed_PreconditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This cannot be done in the current state.`)
};

const de_error_failed_precondition = /** @type {(inputs: Error_Failed_PreconditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist im aktuellen Zustand nicht möglich.`)
};

const fr_error_failed_precondition = /** @type {(inputs: Error_Failed_PreconditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible dans l’état actuel.`)
};

const nl_error_failed_precondition = /** @type {(inputs: Error_Failed_PreconditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit kan in de huidige toestand niet.`)
};

const es_error_failed_precondition = /** @type {(inputs: Error_Failed_PreconditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede hacer en el estado actual.`)
};

const en_xa2_error_failed_precondition = /** @type {(inputs: Error_Failed_PreconditionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çáññöţ ƀé ðöñé íñ ţĥé çüŕŕéñţ šţáţé. one two thr]`)
};

/**
* | output |
* | --- |
* | "This cannot be done in the current state." |
*
* @param {Error_Failed_PreconditionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const error_failed_precondition = /** @type {((inputs?: Error_Failed_PreconditionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Failed_PreconditionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_error_failed_precondition(inputs)
	if (locale === "fr") return fr_error_failed_precondition(inputs)
	if (locale === "nl") return nl_error_failed_precondition(inputs)
	if (locale === "es") return es_error_failed_precondition(inputs)
	if (locale === "en-XA") return en_xa2_error_failed_precondition(inputs)
	return en_error_failed_precondition(inputs)
});