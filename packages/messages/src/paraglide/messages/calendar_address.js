/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_AddressInputs */

const en_calendar_address = /** @type {(inputs: Calendar_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your calendar address (shown once)`)
};

const de_calendar_address = /** @type {(inputs: Calendar_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ihre Kalenderadresse (wird einmal angezeigt)`)
};

const fr_calendar_address = /** @type {(inputs: Calendar_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votre adresse de calendrier (affichée une seule fois)`)
};

const nl_calendar_address = /** @type {(inputs: Calendar_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Uw agenda-adres (eenmalig getoond)`)
};

const es_calendar_address = /** @type {(inputs: Calendar_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su dirección de calendario (se muestra una vez)`)
};

const en_xa2_calendar_address = /** @type {(inputs: Calendar_AddressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ýöüŕ çáļéñðáŕ áððŕéšš (šĥöŵñ öñçé) one two t]`)
};

/**
* | output |
* | --- |
* | "Your calendar address (shown once)" |
*
* @param {Calendar_AddressInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_address = /** @type {((inputs?: Calendar_AddressInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_AddressInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_address(inputs)
	if (locale === "fr") return fr_calendar_address(inputs)
	if (locale === "nl") return nl_calendar_address(inputs)
	if (locale === "es") return es_calendar_address(inputs)
	if (locale === "en-XA") return en_xa2_calendar_address(inputs)
	return en_calendar_address(inputs)
});