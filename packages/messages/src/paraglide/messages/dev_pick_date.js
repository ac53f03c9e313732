/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Pick_DateInputs */

const en_dev_pick_date = /** @type {(inputs: Dev_Pick_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pick a date`)
};

const de_dev_pick_date = /** @type {(inputs: Dev_Pick_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein Datum`)
};

const fr_dev_pick_date = /** @type {(inputs: Dev_Pick_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date`)
};

const nl_dev_pick_date = /** @type {(inputs: Dev_Pick_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een datum`)
};

const es_dev_pick_date = /** @type {(inputs: Dev_Pick_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha`)
};

const en_xa2_dev_pick_date = /** @type {(inputs: Dev_Pick_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þíçķ á ðáţé o]`)
};

/**
* | output |
* | --- |
* | "Pick a date" |
*
* @param {Dev_Pick_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_pick_date = /** @type {((inputs?: Dev_Pick_DateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Pick_DateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_pick_date(inputs)
	if (locale === "fr") return fr_dev_pick_date(inputs)
	if (locale === "nl") return nl_dev_pick_date(inputs)
	if (locale === "es") return es_dev_pick_date(inputs)
	if (locale === "en-XA") return en_xa2_dev_pick_date(inputs)
	return en_dev_pick_date(inputs)
});