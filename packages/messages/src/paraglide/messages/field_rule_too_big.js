/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Rule_Too_BigInputs */

const en_field_rule_too_big = /** @type {(inputs: Field_Rule_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At most ${i?.max}.`)
};

const de_field_rule_too_big = /** @type {(inputs: Field_Rule_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Höchstens ${i?.max}.`)
};

const fr_field_rule_too_big = /** @type {(inputs: Field_Rule_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au plus ${i?.max}.`)
};

const nl_field_rule_too_big = /** @type {(inputs: Field_Rule_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Hoogstens ${i?.max}.`)
};

const es_field_rule_too_big = /** @type {(inputs: Field_Rule_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Como máximo ${i?.max}.`)
};

const en_xa2_field_rule_too_big = /** @type {(inputs: Field_Rule_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åţ ɱöšţ ${i?.max}. on]`)
};

/**
* | output |
* | --- |
* | "At most {max}." |
*
* @param {Field_Rule_Too_BigInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_big = /** @type {((inputs: Field_Rule_Too_BigInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Too_BigInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_too_big(inputs)
	if (locale === "fr") return fr_field_rule_too_big(inputs)
	if (locale === "nl") return nl_field_rule_too_big(inputs)
	if (locale === "es") return es_field_rule_too_big(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_too_big(inputs)
	return en_field_rule_too_big(inputs)
});