/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_Ends_On_LabelInputs */

const en_console_subs_ends_on_label = /** @type {(inputs: Console_Subs_Ends_On_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ends on`)
};

const de_console_subs_ends_on_label = /** @type {(inputs: Console_Subs_Ends_On_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Endet am`)
};

const fr_console_subs_ends_on_label = /** @type {(inputs: Console_Subs_Ends_On_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Se termine le`)
};

const nl_console_subs_ends_on_label = /** @type {(inputs: Console_Subs_Ends_On_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eindigt op`)
};

const es_console_subs_ends_on_label = /** @type {(inputs: Console_Subs_Ends_On_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termina el`)
};

const en_xa2_console_subs_ends_on_label = /** @type {(inputs: Console_Subs_Ends_On_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñðš öñ ]`)
};

/**
* | output |
* | --- |
* | "Ends on" |
*
* @param {Console_Subs_Ends_On_LabelInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_ends_on_label = /** @type {((inputs?: Console_Subs_Ends_On_LabelInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Ends_On_LabelInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_ends_on_label(inputs)
	if (locale === "fr") return fr_console_subs_ends_on_label(inputs)
	if (locale === "nl") return nl_console_subs_ends_on_label(inputs)
	if (locale === "es") return es_console_subs_ends_on_label(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_ends_on_label(inputs)
	return en_console_subs_ends_on_label(inputs)
});