/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_DeliveryInputs */

const en_console_outbox_delivery = /** @type {(inputs: Console_Outbox_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Delivery`)
};

const de_console_outbox_delivery = /** @type {(inputs: Console_Outbox_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zustellung`)
};

const fr_console_outbox_delivery = /** @type {(inputs: Console_Outbox_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Distribution`)
};

const nl_console_outbox_delivery = /** @type {(inputs: Console_Outbox_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezorging`)
};

const es_console_outbox_delivery = /** @type {(inputs: Console_Outbox_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrega`)
};

const en_xa2_console_outbox_delivery = /** @type {(inputs: Console_Outbox_DeliveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéļíṽéŕý ]`)
};

/**
* | output |
* | --- |
* | "Delivery" |
*
* @param {Console_Outbox_DeliveryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_delivery = /** @type {((inputs?: Console_Outbox_DeliveryInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_DeliveryInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_delivery(inputs)
	if (locale === "fr") return fr_console_outbox_delivery(inputs)
	if (locale === "nl") return nl_console_outbox_delivery(inputs)
	if (locale === "es") return es_console_outbox_delivery(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_delivery(inputs)
	return en_console_outbox_delivery(inputs)
});