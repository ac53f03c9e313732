/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_Reason_RequiredInputs */

const en_exception_reason_required = /** @type {(inputs: Exception_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the reason the exception is accepted`)
};

const de_exception_reason_required = /** @type {(inputs: Exception_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie an, warum die Ausnahme akzeptiert wird`)
};

const fr_exception_reason_required = /** @type {(inputs: Exception_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indiquez pourquoi l’exception est acceptée`)
};

const nl_exception_reason_required = /** @type {(inputs: Exception_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geef de reden op waarom de uitzondering wordt geaccepteerd`)
};

const es_exception_reason_required = /** @type {(inputs: Exception_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Indique el motivo por el que se acepta la excepción`)
};

const en_xa2_exception_reason_required = /** @type {(inputs: Exception_Reason_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé ŕéášöñ ţĥé éẋçéþţíöñ íš áççéþţéð one two thre]`)
};

/**
* | output |
* | --- |
* | "Enter the reason the exception is accepted" |
*
* @param {Exception_Reason_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_reason_required = /** @type {((inputs?: Exception_Reason_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_Reason_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_reason_required(inputs)
	if (locale === "fr") return fr_exception_reason_required(inputs)
	if (locale === "nl") return nl_exception_reason_required(inputs)
	if (locale === "es") return es_exception_reason_required(inputs)
	if (locale === "en-XA") return en_xa2_exception_reason_required(inputs)
	return en_exception_reason_required(inputs)
});