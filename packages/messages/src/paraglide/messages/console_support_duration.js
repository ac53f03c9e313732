/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Console_Support_DurationInputs */

const en_console_support_duration = /** @type {(inputs: Console_Support_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duration in hours (1 to ${i?.max})`)
};

const de_console_support_duration = /** @type {(inputs: Console_Support_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dauer in Stunden (1 bis ${i?.max})`)
};

const fr_console_support_duration = /** @type {(inputs: Console_Support_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Durée en heures (1 à ${i?.max})`)
};

const nl_console_support_duration = /** @type {(inputs: Console_Support_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duur in uren (1 tot ${i?.max})`)
};

const es_console_support_duration = /** @type {(inputs: Console_Support_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duración en horas (de 1 a ${i?.max})`)
};

const en_xa2_console_support_duration = /** @type {(inputs: Console_Support_DurationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðüŕáţíöñ íñ ĥöüŕš (1 ţö ${i?.max}) one two ]`)
};

/**
* | output |
* | --- |
* | "Duration in hours (1 to {max})" |
*
* @param {Console_Support_DurationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_duration = /** @type {((inputs: Console_Support_DurationInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_DurationInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_duration(inputs)
	if (locale === "fr") return fr_console_support_duration(inputs)
	if (locale === "nl") return nl_console_support_duration(inputs)
	if (locale === "es") return es_console_support_duration(inputs)
	if (locale === "en-XA") return en_xa2_console_support_duration(inputs)
	return en_console_support_duration(inputs)
});