/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Delivery_PendingInputs */

const en_console_delivery_pending = /** @type {(inputs: Console_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pending`)
};

const de_console_delivery_pending = /** @type {(inputs: Console_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ausstehend`)
};

const fr_console_delivery_pending = /** @type {(inputs: Console_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En attente`)
};

const nl_console_delivery_pending = /** @type {(inputs: Console_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In afwachting`)
};

const es_console_delivery_pending = /** @type {(inputs: Console_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pendiente`)
};

const en_xa2_console_delivery_pending = /** @type {(inputs: Console_Delivery_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéñðíñĝ ]`)
};

/**
* | output |
* | --- |
* | "Pending" |
*
* @param {Console_Delivery_PendingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_delivery_pending = /** @type {((inputs?: Console_Delivery_PendingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Delivery_PendingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_delivery_pending(inputs)
	if (locale === "fr") return fr_console_delivery_pending(inputs)
	if (locale === "nl") return nl_console_delivery_pending(inputs)
	if (locale === "es") return es_console_delivery_pending(inputs)
	if (locale === "en-XA") return en_xa2_console_delivery_pending(inputs)
	return en_console_delivery_pending(inputs)
});