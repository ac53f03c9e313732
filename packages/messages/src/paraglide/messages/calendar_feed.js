/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_FeedInputs */

const en_calendar_feed = /** @type {(inputs: Calendar_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar feed`)
};

const de_calendar_feed = /** @type {(inputs: Calendar_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalender-Feed`)
};

const fr_calendar_feed = /** @type {(inputs: Calendar_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Flux de calendrier`)
};

const nl_calendar_feed = /** @type {(inputs: Calendar_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Agendafeed`)
};

const es_calendar_feed = /** @type {(inputs: Calendar_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fuente de calendario`)
};

const en_xa2_calendar_feed = /** @type {(inputs: Calendar_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çáļéñðáŕ ƒééð on]`)
};

/**
* | output |
* | --- |
* | "Calendar feed" |
*
* @param {Calendar_FeedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_feed = /** @type {((inputs?: Calendar_FeedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_FeedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_feed(inputs)
	if (locale === "fr") return fr_calendar_feed(inputs)
	if (locale === "nl") return nl_calendar_feed(inputs)
	if (locale === "es") return es_calendar_feed(inputs)
	if (locale === "en-XA") return en_xa2_calendar_feed(inputs)
	return en_calendar_feed(inputs)
});