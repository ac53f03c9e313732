/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Delivery_SuccessInputs */

const en_console_delivery_success = /** @type {(inputs: Console_Delivery_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sent`)
};

const de_console_delivery_success = /** @type {(inputs: Console_Delivery_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gesendet`)
};

const fr_console_delivery_success = /** @type {(inputs: Console_Delivery_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Envoyé`)
};

const nl_console_delivery_success = /** @type {(inputs: Console_Delivery_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verzonden`)
};

const es_console_delivery_success = /** @type {(inputs: Console_Delivery_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enviado`)
};

const en_xa2_console_delivery_success = /** @type {(inputs: Console_Delivery_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéñţ ]`)
};

/**
* | output |
* | --- |
* | "Sent" |
*
* @param {Console_Delivery_SuccessInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_delivery_success = /** @type {((inputs?: Console_Delivery_SuccessInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Delivery_SuccessInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_delivery_success(inputs)
	if (locale === "fr") return fr_console_delivery_success(inputs)
	if (locale === "nl") return nl_console_delivery_success(inputs)
	if (locale === "es") return es_console_delivery_success(inputs)
	if (locale === "en-XA") return en_xa2_console_delivery_success(inputs)
	return en_console_delivery_success(inputs)
});