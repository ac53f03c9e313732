/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Picked_UpInputs */

const en_console_outbox_picked_up = /** @type {(inputs: Console_Outbox_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Picked up`)
};

const de_console_outbox_picked_up = /** @type {(inputs: Console_Outbox_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übernommen`)
};

const fr_console_outbox_picked_up = /** @type {(inputs: Console_Outbox_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pris en charge`)
};

const nl_console_outbox_picked_up = /** @type {(inputs: Console_Outbox_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opgepakt`)
};

const es_console_outbox_picked_up = /** @type {(inputs: Console_Outbox_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recogido`)
};

const en_xa2_console_outbox_picked_up = /** @type {(inputs: Console_Outbox_Picked_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķéð üþ ]`)
};

/**
* | output |
* | --- |
* | "Picked up" |
*
* @param {Console_Outbox_Picked_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_picked_up = /** @type {((inputs?: Console_Outbox_Picked_UpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Picked_UpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_picked_up(inputs)
	if (locale === "fr") return fr_console_outbox_picked_up(inputs)
	if (locale === "nl") return nl_console_outbox_picked_up(inputs)
	if (locale === "es") return es_console_outbox_picked_up(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_picked_up(inputs)
	return en_console_outbox_picked_up(inputs)
});