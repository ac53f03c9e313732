/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Pick_After_TodayInputs */

const en_dev_pick_after_today = /** @type {(inputs: Dev_Pick_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a date after today`)
};

const de_dev_pick_after_today = /** @type {(inputs: Dev_Pick_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein Datum nach heute`)
};

const fr_dev_pick_after_today = /** @type {(inputs: Dev_Pick_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date après aujourd’hui`)
};

const nl_dev_pick_after_today = /** @type {(inputs: Dev_Pick_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een datum na vandaag`)
};

const es_dev_pick_after_today = /** @type {(inputs: Dev_Pick_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha posterior a hoy`)
};

const en_xa2_dev_pick_after_today = /** @type {(inputs: Dev_Pick_After_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ á ðáţé áƒţéŕ ţöðáý one t]`)
};

/**
* | output |
* | --- |
* | "Pick a date after today" |
*
* @param {Dev_Pick_After_TodayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_pick_after_today = /** @type {((inputs?: Dev_Pick_After_TodayInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Pick_After_TodayInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_pick_after_today(inputs)
	if (locale === "fr") return fr_dev_pick_after_today(inputs)
	if (locale === "nl") return nl_dev_pick_after_today(inputs)
	if (locale === "es") return es_dev_pick_after_today(inputs)
	if (locale === "en-XA") return en_xa2_dev_pick_after_today(inputs)
	return en_dev_pick_after_today(inputs)
});