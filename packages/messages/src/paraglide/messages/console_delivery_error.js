/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Delivery_ErrorInputs */

const en_console_delivery_error = /** @type {(inputs: Console_Delivery_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed`)
};

const de_console_delivery_error = /** @type {(inputs: Console_Delivery_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehlgeschlagen`)
};

const fr_console_delivery_error = /** @type {(inputs: Console_Delivery_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec`)
};

const nl_console_delivery_error = /** @type {(inputs: Console_Delivery_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mislukt`)
};

const es_console_delivery_error = /** @type {(inputs: Console_Delivery_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fallido`)
};

const en_xa2_console_delivery_error = /** @type {(inputs: Console_Delivery_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒáíļéð ]`)
};

/**
* | output |
* | --- |
* | "Failed" |
*
* @param {Console_Delivery_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_delivery_error = /** @type {((inputs?: Console_Delivery_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Delivery_ErrorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_delivery_error(inputs)
	if (locale === "fr") return fr_console_delivery_error(inputs)
	if (locale === "nl") return nl_console_delivery_error(inputs)
	if (locale === "es") return es_console_delivery_error(inputs)
	if (locale === "en-XA") return en_xa2_console_delivery_error(inputs)
	return en_console_delivery_error(inputs)
});