/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Rule_More_ThanInputs */

const en_field_rule_more_than = /** @type {(inputs: Field_Rule_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More than ${i?.min}.`)
};

const de_field_rule_more_than = /** @type {(inputs: Field_Rule_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mehr als ${i?.min}.`)
};

const fr_field_rule_more_than = /** @type {(inputs: Field_Rule_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus de ${i?.min}.`)
};

const nl_field_rule_more_than = /** @type {(inputs: Field_Rule_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meer dan ${i?.min}.`)
};

const es_field_rule_more_than = /** @type {(inputs: Field_Rule_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más de ${i?.min}.`)
};

const en_xa2_field_rule_more_than = /** @type {(inputs: Field_Rule_More_ThanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁöŕé ţĥáñ ${i?.min}. one]`)
};

/**
* | output |
* | --- |
* | "More than {min}." |
*
* @param {Field_Rule_More_ThanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_more_than = /** @type {((inputs: Field_Rule_More_ThanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_More_ThanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_more_than(inputs)
	if (locale === "fr") return fr_field_rule_more_than(inputs)
	if (locale === "nl") return nl_field_rule_more_than(inputs)
	if (locale === "es") return es_field_rule_more_than(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_more_than(inputs)
	return en_field_rule_more_than(inputs)
});