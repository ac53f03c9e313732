/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_EmptyInputs */

const en_console_outbox_empty = /** @type {(inputs: Console_Outbox_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mail yet`)
};

const de_console_outbox_empty = /** @type {(inputs: Console_Outbox_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Mail`)
};

const fr_console_outbox_empty = /** @type {(inputs: Console_Outbox_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun courriel pour l’instant`)
};

const nl_console_outbox_empty = /** @type {(inputs: Console_Outbox_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen mail`)
};

const es_console_outbox_empty = /** @type {(inputs: Console_Outbox_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay correo`)
};

const en_xa2_console_outbox_empty = /** @type {(inputs: Console_Outbox_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ɱáíļ ýéţ o]`)
};

/**
* | output |
* | --- |
* | "No mail yet" |
*
* @param {Console_Outbox_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_empty = /** @type {((inputs?: Console_Outbox_EmptyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_EmptyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_empty(inputs)
	if (locale === "fr") return fr_console_outbox_empty(inputs)
	if (locale === "nl") return nl_console_outbox_empty(inputs)
	if (locale === "es") return es_console_outbox_empty(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_empty(inputs)
	return en_console_outbox_empty(inputs)
});