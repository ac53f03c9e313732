/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Rule_Less_ThanInputs */

const en_field_rule_less_than = /** @type {(inputs: Field_Rule_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Less than ${i?.max}.`)
};

const de_field_rule_less_than = /** @type {(inputs: Field_Rule_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Weniger als ${i?.max}.`)
};

const fr_field_rule_less_than = /** @type {(inputs: Field_Rule_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Moins de ${i?.max}.`)
};

const nl_field_rule_less_than = /** @type {(inputs: Field_Rule_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minder dan ${i?.max}.`)
};

const es_field_rule_less_than = /** @type {(inputs: Field_Rule_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Menos de ${i?.max}.`)
};

const en_xa2_field_rule_less_than = /** @type {(inputs: Field_Rule_Less_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ļéšš ţĥáñ ${i?.max}. one]`)
};

/**
* | output |
* | --- |
* | "Less than {max}." |
*
* @param {Field_Rule_Less_ThanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_less_than = /** @type {((inputs: Field_Rule_Less_ThanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Less_ThanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_less_than(inputs)
	if (locale === "fr") return fr_field_rule_less_than(inputs)
	if (locale === "nl") return nl_field_rule_less_than(inputs)
	if (locale === "es") return es_field_rule_less_than(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_less_than(inputs)
	return en_field_rule_less_than(inputs)
});