/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_NoneInputs */

const en_calendar_none = /** @type {(inputs: Calendar_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no calendar address.`)
};

const de_calendar_none = /** @type {(inputs: Calendar_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie haben keine Kalenderadresse.`)
};

const fr_calendar_none = /** @type {(inputs: Calendar_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vous n’avez pas d’adresse de calendrier.`)
};

const nl_calendar_none = /** @type {(inputs: Calendar_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`U heeft geen agenda-adres.`)
};

const es_calendar_none = /** @type {(inputs: Calendar_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene dirección de calendario.`)
};

const en_xa2_calendar_none = /** @type {(inputs: Calendar_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöü ĥáṽé ñö çáļéñðáŕ áððŕéšš. one two]`)
};

/**
* | output |
* | --- |
* | "You have no calendar address." |
*
* @param {Calendar_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_none = /** @type {((inputs?: Calendar_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_none(inputs)
	if (locale === "fr") return fr_calendar_none(inputs)
	if (locale === "nl") return nl_calendar_none(inputs)
	if (locale === "es") return es_calendar_none(inputs)
	if (locale === "en-XA") return en_xa2_calendar_none(inputs)
	return en_calendar_none(inputs)
});