/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Subs_Period_EndInputs */

const en_console_subs_period_end = /** @type {(inputs: Console_Subs_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Period end`)
};

const de_console_subs_period_end = /** @type {(inputs: Console_Subs_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laufzeitende`)
};

const fr_console_subs_period_end = /** @type {(inputs: Console_Subs_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin de période`)
};

const nl_console_subs_period_end = /** @type {(inputs: Console_Subs_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einde periode`)
};

const es_console_subs_period_end = /** @type {(inputs: Console_Subs_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fin del periodo`)
};

const en_xa2_console_subs_period_end = /** @type {(inputs: Console_Subs_Period_EndInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þéŕíöð éñð o]`)
};

/**
* | output |
* | --- |
* | "Period end" |
*
* @param {Console_Subs_Period_EndInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_subs_period_end = /** @type {((inputs?: Console_Subs_Period_EndInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Subs_Period_EndInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_subs_period_end(inputs)
	if (locale === "fr") return fr_console_subs_period_end(inputs)
	if (locale === "nl") return nl_console_subs_period_end(inputs)
	if (locale === "es") return es_console_subs_period_end(inputs)
	if (locale === "en-XA") return en_xa2_console_subs_period_end(inputs)
	return en_console_subs_period_end(inputs)
});