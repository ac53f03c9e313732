/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ min: NonNullable<unknown> }} Field_Rule_Too_SmallInputs */

const en_field_rule_too_small = /** @type {(inputs: Field_Rule_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`At least ${i?.min}.`)
};

const de_field_rule_too_small = /** @type {(inputs: Field_Rule_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mindestens ${i?.min}.`)
};

const fr_field_rule_too_small = /** @type {(inputs: Field_Rule_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Au moins ${i?.min}.`)
};

const nl_field_rule_too_small = /** @type {(inputs: Field_Rule_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Minstens ${i?.min}.`)
};

const es_field_rule_too_small = /** @type {(inputs: Field_Rule_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Al menos ${i?.min}.`)
};

const en_xa2_field_rule_too_small = /** @type {(inputs: Field_Rule_Too_SmallInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Åţ ļéášţ ${i?.min}. on]`)
};

/**
* | output |
* | --- |
* | "At least {min}." |
*
* @param {Field_Rule_Too_SmallInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_small = /** @type {((inputs: Field_Rule_Too_SmallInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Too_SmallInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_too_small(inputs)
	if (locale === "fr") return fr_field_rule_too_small(inputs)
	if (locale === "nl") return nl_field_rule_too_small(inputs)
	if (locale === "es") return es_field_rule_too_small(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_too_small(inputs)
	return en_field_rule_too_small(inputs)
});