/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Outbox_No_MatchInputs */

const en_console_outbox_no_match = /** @type {(inputs: Console_Outbox_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No mail matches`)
};

const de_console_outbox_no_match = /** @type {(inputs: Console_Outbox_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine passende Mail`)
};

const fr_console_outbox_no_match = /** @type {(inputs: Console_Outbox_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun courriel ne correspond`)
};

const nl_console_outbox_no_match = /** @type {(inputs: Console_Outbox_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen mail komt overeen`)
};

const es_console_outbox_no_match = /** @type {(inputs: Console_Outbox_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún correo coincide`)
};

const en_xa2_console_outbox_no_match = /** @type {(inputs: Console_Outbox_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ɱáíļ ɱáţçĥéš on]`)
};

/**
* | output |
* | --- |
* | "No mail matches" |
*
* @param {Console_Outbox_No_MatchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_outbox_no_match = /** @type {((inputs?: Console_Outbox_No_MatchInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Outbox_No_MatchInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_outbox_no_match(inputs)
	if (locale === "fr") return fr_console_outbox_no_match(inputs)
	if (locale === "nl") return nl_console_outbox_no_match(inputs)
	if (locale === "es") return es_console_outbox_no_match(inputs)
	if (locale === "en-XA") return en_xa2_console_outbox_no_match(inputs)
	return en_console_outbox_no_match(inputs)
});