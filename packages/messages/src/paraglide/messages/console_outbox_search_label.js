/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_Search_LabelInputs */

const en_console_outbox_search_label = /** @type {(inputs: Console_Outbox_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the outbox by recipient`)
};

const de_console_outbox_search_label = /** @type {(inputs: Console_Outbox_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postausgang nach Empfänger durchsuchen`)
};

const fr_console_outbox_search_label = /** @type {(inputs: Console_Outbox_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher dans la boîte d’envoi par destinataire`)
};

const nl_console_outbox_search_label = /** @type {(inputs: Console_Outbox_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Postvak UIT doorzoeken op ontvanger`)
};

const es_console_outbox_search_label = /** @type {(inputs: Console_Outbox_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en la bandeja de salida por destinatario`)
};

const en_xa2_console_outbox_search_label = /** @type {(inputs: Console_Outbox_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ ţĥé öüţƀöẋ ƀý ŕéçíþíéñţ one two ]`)
};

/**
* | output |
* | --- |
* | "Search the outbox by recipient" |
*
* @param {Console_Outbox_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_search_label = /** @type {((inputs?: Console_Outbox_Search_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_Search_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_search_label(inputs)
	if (locale === "fr") return fr_console_outbox_search_label(inputs)
	if (locale === "nl") return nl_console_outbox_search_label(inputs)
	if (locale === "es") return es_console_outbox_search_label(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_search_label(inputs)
	return en_console_outbox_search_label(inputs)
});