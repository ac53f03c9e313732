/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ step: NonNullable<unknown> }} Field_Rule_Not_MultipleInputs */

const en_field_rule_not_multiple = /** @type {(inputs: Field_Rule_Not_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use a multiple of ${i?.step}.`)
};

const de_field_rule_not_multiple = /** @type {(inputs: Field_Rule_Not_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verwenden Sie ein Vielfaches von ${i?.step}.`)
};

const fr_field_rule_not_multiple = /** @type {(inputs: Field_Rule_Not_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez un multiple de ${i?.step}.`)
};

const nl_field_rule_not_multiple = /** @type {(inputs: Field_Rule_Not_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gebruik een veelvoud van ${i?.step}.`)
};

const es_field_rule_not_multiple = /** @type {(inputs: Field_Rule_Not_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use un múltiplo de ${i?.step}.`)
};

const en_xa2_field_rule_not_multiple = /** @type {(inputs: Field_Rule_Not_MultipleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ûšé á ɱüļţíþļé öƒ ${i?.step}. one tw]`)
};

/**
* | output |
* | --- |
* | "Use a multiple of {step}." |
*
* @param {Field_Rule_Not_MultipleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_multiple = /** @type {((inputs: Field_Rule_Not_MultipleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_MultipleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_multiple(inputs)
	if (locale === "fr") return fr_field_rule_not_multiple(inputs)
	if (locale === "nl") return nl_field_rule_not_multiple(inputs)
	if (locale === "es") return es_field_rule_not_multiple(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_multiple(inputs)
	return en_field_rule_not_multiple(inputs)
});