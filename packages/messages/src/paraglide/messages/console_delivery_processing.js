/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Delivery_ProcessingInputs */

const en_console_delivery_processing = /** @type {(inputs: Console_Delivery_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending`)
};

const de_console_delivery_processing = /** @type {(inputs: Console_Delivery_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gesendet`)
};

const fr_console_delivery_processing = /** @type {(inputs: Console_Delivery_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoi en cours`)
};

const nl_console_delivery_processing = /** @type {(inputs: Console_Delivery_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezig met verzenden`)
};

const es_console_delivery_processing = /** @type {(inputs: Console_Delivery_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviando`)
};

const en_xa2_console_delivery_processing = /** @type {(inputs: Console_Delivery_ProcessingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñðíñĝ ]`)
};

/**
* | output |
* | --- |
* | "Sending" |
*
* @param {Console_Delivery_ProcessingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_delivery_processing = /** @type {((inputs?: Console_Delivery_ProcessingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Delivery_ProcessingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_delivery_processing(inputs)
	if (locale === "fr") return fr_console_delivery_processing(inputs)
	if (locale === "nl") return nl_console_delivery_processing(inputs)
	if (locale === "es") return es_console_delivery_processing(inputs)
	if (locale === "en-XA") return en_xa2_console_delivery_processing(inputs)
	return en_console_delivery_processing(inputs)
});