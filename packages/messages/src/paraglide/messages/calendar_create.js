/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Calendar_CreateInputs */

const en_calendar_create = /** @type {(inputs: Calendar_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create a new address`)
};

const de_calendar_create = /** @type {(inputs: Calendar_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Adresse erstellen`)
};

const fr_calendar_create = /** @type {(inputs: Calendar_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer une nouvelle adresse`)
};

const nl_calendar_create = /** @type {(inputs: Calendar_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuw adres maken`)
};

const es_calendar_create = /** @type {(inputs: Calendar_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear una dirección nueva`)
};

const en_xa2_calendar_create = /** @type {(inputs: Calendar_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé á ñéŵ áððŕéšš one ]`)
};

/**
* | output |
* | --- |
* | "Create a new address" |
*
* @param {Calendar_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const calendar_create = /** @type {((inputs?: Calendar_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Calendar_CreateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_calendar_create(inputs)
	if (locale === "fr") return fr_calendar_create(inputs)
	if (locale === "nl") return nl_calendar_create(inputs)
	if (locale === "es") return es_calendar_create(inputs)
	if (locale === "en-XA") return en_xa2_calendar_create(inputs)
	return en_calendar_create(inputs)
});