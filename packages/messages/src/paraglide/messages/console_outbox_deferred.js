/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_DeferredInputs */

const en_console_outbox_deferred = /** @type {(inputs: Console_Outbox_DeferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deferred`)
};

const de_console_outbox_deferred = /** @type {(inputs: Console_Outbox_DeferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückgestellt`)
};

const fr_console_outbox_deferred = /** @type {(inputs: Console_Outbox_DeferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Différés`)
};

const nl_console_outbox_deferred = /** @type {(inputs: Console_Outbox_DeferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uitgesteld`)
};

const es_console_outbox_deferred = /** @type {(inputs: Console_Outbox_DeferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aplazados`)
};

const en_xa2_console_outbox_deferred = /** @type {(inputs: Console_Outbox_DeferredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéƒéŕŕéð ]`)
};

/**
* | output |
* | --- |
* | "Deferred" |
*
* @param {Console_Outbox_DeferredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_deferred = /** @type {((inputs?: Console_Outbox_DeferredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_DeferredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_deferred(inputs)
	if (locale === "fr") return fr_console_outbox_deferred(inputs)
	if (locale === "nl") return nl_console_outbox_deferred(inputs)
	if (locale === "es") return es_console_outbox_deferred(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_deferred(inputs)
	return en_console_outbox_deferred(inputs)
});