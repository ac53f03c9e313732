/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_BackInputs */

const en_console_outbox_back = /** @type {(inputs: Console_Outbox_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Back to the outbox`)
};

const de_console_outbox_back = /** @type {(inputs: Console_Outbox_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurück zum Postausgang`)
};

const fr_console_outbox_back = /** @type {(inputs: Console_Outbox_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retour à la boîte d’envoi`)
};

const nl_console_outbox_back = /** @type {(inputs: Console_Outbox_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terug naar het postvak UIT`)
};

const es_console_outbox_back = /** @type {(inputs: Console_Outbox_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volver a la bandeja de salida`)
};

const en_xa2_console_outbox_back = /** @type {(inputs: Console_Outbox_BackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓáçķ ţö ţĥé öüţƀöẋ one]`)
};

/**
* | output |
* | --- |
* | "Back to the outbox" |
*
* @param {Console_Outbox_BackInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_back = /** @type {((inputs?: Console_Outbox_BackInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_BackInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_back(inputs)
	if (locale === "fr") return fr_console_outbox_back(inputs)
	if (locale === "nl") return nl_console_outbox_back(inputs)
	if (locale === "es") return es_console_outbox_back(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_back(inputs)
	return en_console_outbox_back(inputs)
});