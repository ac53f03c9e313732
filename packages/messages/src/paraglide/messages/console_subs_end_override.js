/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_End_OverrideInputs */

const en_console_subs_end_override = /** @type {(inputs: Console_Subs_End_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`End override`)
};

const de_console_subs_end_override = /** @type {(inputs: Console_Subs_End_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überschreibung beenden`)
};

const fr_console_subs_end_override = /** @type {(inputs: Console_Subs_End_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminer le remplacement`)
};

const nl_console_subs_end_override = /** @type {(inputs: Console_Subs_End_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overschrijving beëindigen`)
};

const es_console_subs_end_override = /** @type {(inputs: Console_Subs_End_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Terminar la sustitución`)
};

const en_xa2_console_subs_end_override = /** @type {(inputs: Console_Subs_End_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñð öṽéŕŕíðé o]`)
};

/**
* | output |
* | --- |
* | "End override" |
*
* @param {Console_Subs_End_OverrideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_end_override = /** @type {((inputs?: Console_Subs_End_OverrideInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_End_OverrideInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_end_override(inputs)
	if (locale === "fr") return fr_console_subs_end_override(inputs)
	if (locale === "nl") return nl_console_subs_end_override(inputs)
	if (locale === "es") return es_console_subs_end_override(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_end_override(inputs)
	return en_console_subs_end_override(inputs)
});