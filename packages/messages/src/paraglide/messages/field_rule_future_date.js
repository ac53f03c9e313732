/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Future_DateInputs */

const en_field_rule_future_date = /** @type {(inputs: Field_Rule_Future_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a date in the future.`)
};

const de_field_rule_future_date = /** @type {(inputs: Field_Rule_Future_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie ein Datum in der Zukunft.`)
};

const fr_field_rule_future_date = /** @type {(inputs: Field_Rule_Future_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choisissez une date future.`)
};

const nl_field_rule_future_date = /** @type {(inputs: Field_Rule_Future_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kies een datum in de toekomst.`)
};

const es_field_rule_future_date = /** @type {(inputs: Field_Rule_Future_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elija una fecha futura.`)
};

const en_xa2_field_rule_future_date = /** @type {(inputs: Field_Rule_Future_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çĥööšé á ðáţé íñ ţĥé ƒüţüŕé. one two]`)
};

/**
* | output |
* | --- |
* | "Choose a date in the future." |
*
* @param {Field_Rule_Future_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_future_date = /** @type {((inputs?: Field_Rule_Future_DateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Future_DateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_future_date(inputs)
	if (locale === "fr") return fr_field_rule_future_date(inputs)
	if (locale === "nl") return nl_field_rule_future_date(inputs)
	if (locale === "es") return es_field_rule_future_date(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_future_date(inputs)
	return en_field_rule_future_date(inputs)
});