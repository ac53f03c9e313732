/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Field_Rule_Used_TwiceInputs */

const en_field_rule_used_twice = /** @type {(inputs: Field_Rule_Used_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.value}” is used twice.`)
};

const de_field_rule_used_twice = /** @type {(inputs: Field_Rule_Used_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.value}“ wird doppelt verwendet.`)
};

const fr_field_rule_used_twice = /** @type {(inputs: Field_Rule_Used_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.value} » est utilisé deux fois.`)
};

const nl_field_rule_used_twice = /** @type {(inputs: Field_Rule_Used_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.value}” wordt twee keer gebruikt.`)
};

const es_field_rule_used_twice = /** @type {(inputs: Field_Rule_Used_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.value}» se usa dos veces.`)
};

const en_xa2_field_rule_used_twice = /** @type {(inputs: Field_Rule_Used_TwiceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.value}” íš üšéð ţŵíçé. one t]`)
};

/**
* | output |
* | --- |
* | "“{value}” is used twice." |
*
* @param {Field_Rule_Used_TwiceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_used_twice = /** @type {((inputs: Field_Rule_Used_TwiceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Used_TwiceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_used_twice(inputs)
	if (locale === "fr") return fr_field_rule_used_twice(inputs)
	if (locale === "nl") return nl_field_rule_used_twice(inputs)
	if (locale === "es") return es_field_rule_used_twice(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_used_twice(inputs)
	return en_field_rule_used_twice(inputs)
});