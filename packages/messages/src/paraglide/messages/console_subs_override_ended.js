/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Console_Subs_Override_EndedInputs */

const en_console_subs_override_ended = /** @type {(inputs: Console_Subs_Override_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`override ended ${i?.date}`)
};

const de_console_subs_override_ended = /** @type {(inputs: Console_Subs_Override_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Überschreibung beendet am ${i?.date}`)
};

const fr_console_subs_override_ended = /** @type {(inputs: Console_Subs_Override_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`remplacement terminé le ${i?.date}`)
};

const nl_console_subs_override_ended = /** @type {(inputs: Console_Subs_Override_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`overschrijving beëindigd op ${i?.date}`)
};

const es_console_subs_override_ended = /** @type {(inputs: Console_Subs_Override_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`sustitución terminada el ${i?.date}`)
};

const en_xa2_console_subs_override_ended = /** @type {(inputs: Console_Subs_Override_EndedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[öṽéŕŕíðé éñðéð ${i?.date} one ]`)
};

/**
* | output |
* | --- |
* | "override ended {date}" |
*
* @param {Console_Subs_Override_EndedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_override_ended = /** @type {((inputs: Console_Subs_Override_EndedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Override_EndedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_override_ended(inputs)
	if (locale === "fr") return fr_console_subs_override_ended(inputs)
	if (locale === "nl") return nl_console_subs_override_ended(inputs)
	if (locale === "es") return es_console_subs_override_ended(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_override_ended(inputs)
	return en_console_subs_override_ended(inputs)
});