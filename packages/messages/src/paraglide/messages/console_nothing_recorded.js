/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Nothing_RecordedInputs */

const en_console_nothing_recorded = /** @type {(inputs: Console_Nothing_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing recorded yet`)
};

const de_console_nothing_recorded = /** @type {(inputs: Console_Nothing_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch nichts aufgezeichnet`)
};

const fr_console_nothing_recorded = /** @type {(inputs: Console_Nothing_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rien d’enregistré pour l’instant`)
};

const nl_console_nothing_recorded = /** @type {(inputs: Console_Nothing_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog niets vastgelegd`)
};

const es_console_nothing_recorded = /** @type {(inputs: Console_Nothing_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay nada registrado`)
};

const en_xa2_console_nothing_recorded = /** @type {(inputs: Console_Nothing_RecordedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñöţĥíñĝ ŕéçöŕðéð ýéţ one ]`)
};

/**
* | output |
* | --- |
* | "Nothing recorded yet" |
*
* @param {Console_Nothing_RecordedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_nothing_recorded = /** @type {((inputs?: Console_Nothing_RecordedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Nothing_RecordedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_nothing_recorded(inputs)
	if (locale === "fr") return fr_console_nothing_recorded(inputs)
	if (locale === "nl") return nl_console_nothing_recorded(inputs)
	if (locale === "es") return es_console_nothing_recorded(inputs)
	if (locale === "en-XA") return en_xa2_console_nothing_recorded(inputs)
	return en_console_nothing_recorded(inputs)
});