/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_Old_GoneInputs */

const en_calendar_old_gone = /** @type {(inputs: Calendar_Old_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any address you created before no longer works.`)
};

const de_calendar_old_gone = /** @type {(inputs: Calendar_Old_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jede früher erstellte Adresse funktioniert nicht mehr.`)
};

const fr_calendar_old_gone = /** @type {(inputs: Calendar_Old_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toute adresse créée auparavant ne fonctionne plus.`)
};

const nl_calendar_old_gone = /** @type {(inputs: Calendar_Old_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elk eerder gemaakt adres werkt niet meer.`)
};

const es_calendar_old_gone = /** @type {(inputs: Calendar_Old_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier dirección creada antes ya no funciona.`)
};

const en_xa2_calendar_old_gone = /** @type {(inputs: Calendar_Old_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñý áððŕéšš ýöü çŕéáţéð ƀéƒöŕé ñö ļöñĝéŕ ŵöŕķš. one two three]`)
};

/**
* | output |
* | --- |
* | "Any address you created before no longer works." |
*
* @param {Calendar_Old_GoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_old_gone = /** @type {((inputs?: Calendar_Old_GoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_Old_GoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_old_gone(inputs)
	if (locale === "fr") return fr_calendar_old_gone(inputs)
	if (locale === "nl") return nl_calendar_old_gone(inputs)
	if (locale === "es") return es_calendar_old_gone(inputs)
	if (locale === "en-XA") return en_xa2_calendar_old_gone(inputs)
	return en_calendar_old_gone(inputs)
});