/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Not_Whole_NumberInputs */

const en_field_rule_not_whole_number = /** @type {(inputs: Field_Rule_Not_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a whole number.`)
};

const de_field_rule_not_whole_number = /** @type {(inputs: Field_Rule_Not_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine ganze Zahl ein.`)
};

const fr_field_rule_not_whole_number = /** @type {(inputs: Field_Rule_Not_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un nombre entier.`)
};

const nl_field_rule_not_whole_number = /** @type {(inputs: Field_Rule_Not_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een geheel getal in.`)
};

const es_field_rule_not_whole_number = /** @type {(inputs: Field_Rule_Not_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca un número entero.`)
};

const en_xa2_field_rule_not_whole_number = /** @type {(inputs: Field_Rule_Not_Whole_NumberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ŵĥöļé ñüɱƀéŕ. one ]`)
};

/**
* | output |
* | --- |
* | "Enter a whole number." |
*
* @param {Field_Rule_Not_Whole_NumberInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_whole_number = /** @type {((inputs?: Field_Rule_Not_Whole_NumberInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_Whole_NumberInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_whole_number(inputs)
	if (locale === "fr") return fr_field_rule_not_whole_number(inputs)
	if (locale === "nl") return nl_field_rule_not_whole_number(inputs)
	if (locale === "es") return es_field_rule_not_whole_number(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_whole_number(inputs)
	return en_field_rule_not_whole_number(inputs)
});