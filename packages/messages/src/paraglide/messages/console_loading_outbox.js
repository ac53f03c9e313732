/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Loading_OutboxInputs */

const en_console_loading_outbox = /** @type {(inputs: Console_Loading_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the outbox`)
};

const de_console_loading_outbox = /** @type {(inputs: Console_Loading_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postausgang wird geladen`)
};

const fr_console_loading_outbox = /** @type {(inputs: Console_Loading_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement de la boîte d’envoi`)
};

const nl_console_loading_outbox = /** @type {(inputs: Console_Loading_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postvak UIT wordt geladen`)
};

const es_console_loading_outbox = /** @type {(inputs: Console_Loading_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando la bandeja de salida`)
};

const en_xa2_console_loading_outbox = /** @type {(inputs: Console_Loading_OutboxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé öüţƀöẋ one]`)
};

/**
* | output |
* | --- |
* | "Loading the outbox" |
*
* @param {Console_Loading_OutboxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_loading_outbox = /** @type {((inputs?: Console_Loading_OutboxInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Loading_OutboxInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_loading_outbox(inputs)
	if (locale === "fr") return fr_console_loading_outbox(inputs)
	if (locale === "nl") return nl_console_loading_outbox(inputs)
	if (locale === "es") return es_console_loading_outbox(inputs)
	if (locale === "en-XA") return en_xa2_console_loading_outbox(inputs)
	return en_console_loading_outbox(inputs)
});