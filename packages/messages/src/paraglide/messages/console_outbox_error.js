/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_ErrorInputs */

const en_console_outbox_error = /** @type {(inputs: Console_Outbox_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const de_console_outbox_error = /** @type {(inputs: Console_Outbox_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fehler`)
};

const fr_console_outbox_error = /** @type {(inputs: Console_Outbox_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erreur`)
};

const nl_console_outbox_error = /** @type {(inputs: Console_Outbox_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fout`)
};

const es_console_outbox_error = /** @type {(inputs: Console_Outbox_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error`)
};

const en_xa2_console_outbox_error = /** @type {(inputs: Console_Outbox_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éŕŕöŕ ]`)
};

/**
* | output |
* | --- |
* | "Error" |
*
* @param {Console_Outbox_ErrorInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_error = /** @type {((inputs?: Console_Outbox_ErrorInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_ErrorInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_error(inputs)
	if (locale === "fr") return fr_console_outbox_error(inputs)
	if (locale === "nl") return nl_console_outbox_error(inputs)
	if (locale === "es") return es_console_outbox_error(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_error(inputs)
	return en_console_outbox_error(inputs)
});