/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_TitleInputs */

const en_calendar_title = /** @type {(inputs: Calendar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due dates in your calendar`)
};

const de_calendar_title = /** @type {(inputs: Calendar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fälligkeiten in Ihrem Kalender`)
};

const fr_calendar_title = /** @type {(inputs: Calendar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Les échéances dans votre calendrier`)
};

const nl_calendar_title = /** @type {(inputs: Calendar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termijnen in uw agenda`)
};

const es_calendar_title = /** @type {(inputs: Calendar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fechas límite en su calendario`)
};

const en_xa2_calendar_title = /** @type {(inputs: Calendar_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðüé ðáţéš íñ ýöüŕ çáļéñðáŕ one tw]`)
};

/**
* | output |
* | --- |
* | "Due dates in your calendar" |
*
* @param {Calendar_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_title = /** @type {((inputs?: Calendar_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_title(inputs)
	if (locale === "fr") return fr_calendar_title(inputs)
	if (locale === "nl") return nl_calendar_title(inputs)
	if (locale === "es") return es_calendar_title(inputs)
	if (locale === "en-XA") return en_xa2_calendar_title(inputs)
	return en_calendar_title(inputs)
});