/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Delivery_RetryInputs */

const en_console_delivery_retry = /** @type {(inputs: Console_Delivery_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retrying`)
};

const de_console_delivery_retry = /** @type {(inputs: Console_Delivery_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuer Versuch`)
};

const fr_console_delivery_retry = /** @type {(inputs: Console_Delivery_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle tentative`)
};

const nl_console_delivery_retry = /** @type {(inputs: Console_Delivery_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opnieuw proberen`)
};

const es_console_delivery_retry = /** @type {(inputs: Console_Delivery_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reintentando`)
};

const en_xa2_console_delivery_retry = /** @type {(inputs: Console_Delivery_RetryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéţŕýíñĝ ]`)
};

/**
* | output |
* | --- |
* | "Retrying" |
*
* @param {Console_Delivery_RetryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_delivery_retry = /** @type {((inputs?: Console_Delivery_RetryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Delivery_RetryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_delivery_retry(inputs)
	if (locale === "fr") return fr_console_delivery_retry(inputs)
	if (locale === "nl") return nl_console_delivery_retry(inputs)
	if (locale === "es") return es_console_delivery_retry(inputs)
	if (locale === "en-XA") return en_xa2_console_delivery_retry(inputs)
	return en_console_delivery_retry(inputs)
});