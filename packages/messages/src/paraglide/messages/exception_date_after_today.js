/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exception_Date_After_TodayInputs */

const en_exception_date_after_today = /** @type {(inputs: Exception_Date_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date after today`)
};

const de_exception_date_after_today = /** @type {(inputs: Exception_Date_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein Datum nach heute`)
};

const fr_exception_date_after_today = /** @type {(inputs: Exception_Date_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date postérieure à aujourd’hui`)
};

const nl_exception_date_after_today = /** @type {(inputs: Exception_Date_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een datum na vandaag`)
};

const es_exception_date_after_today = /** @type {(inputs: Exception_Date_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha posterior a hoy`)
};

const en_xa2_exception_date_after_today = /** @type {(inputs: Exception_Date_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé á ðáţé áƒţéŕ ţöðáý one tw]`)
};

/**
* | output |
* | --- |
* | "Choose a date after today" |
*
* @param {Exception_Date_After_TodayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const exception_date_after_today = /** @type {((inputs?: Exception_Date_After_TodayInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exception_Date_After_TodayInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_exception_date_after_today(inputs)
	if (locale === "fr") return fr_exception_date_after_today(inputs)
	if (locale === "nl") return nl_exception_date_after_today(inputs)
	if (locale === "es") return es_exception_date_after_today(inputs)
	if (locale === "en-XA") return en_xa2_exception_date_after_today(inputs)
	return en_exception_date_after_today(inputs)
});