/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Wrong_TypeInputs */

const en_field_rule_wrong_type = /** @type {(inputs: Field_Rule_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This value has the wrong type.`)
};

const de_field_rule_wrong_type = /** @type {(inputs: Field_Rule_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Wert hat den falschen Typ.`)
};

const fr_field_rule_wrong_type = /** @type {(inputs: Field_Rule_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette valeur n’a pas le bon type.`)
};

const nl_field_rule_wrong_type = /** @type {(inputs: Field_Rule_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze waarde heeft het verkeerde type.`)
};

const es_field_rule_wrong_type = /** @type {(inputs: Field_Rule_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor tiene un tipo incorrecto.`)
};

const en_xa2_field_rule_wrong_type = /** @type {(inputs: Field_Rule_Wrong_TypeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ṽáļüé ĥáš ţĥé ŵŕöñĝ ţýþé. one two ]`)
};

/**
* | output |
* | --- |
* | "This value has the wrong type." |
*
* @param {Field_Rule_Wrong_TypeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_wrong_type = /** @type {((inputs?: Field_Rule_Wrong_TypeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Wrong_TypeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_wrong_type(inputs)
	if (locale === "fr") return fr_field_rule_wrong_type(inputs)
	if (locale === "nl") return nl_field_rule_wrong_type(inputs)
	if (locale === "es") return es_field_rule_wrong_type(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_wrong_type(inputs)
	return en_field_rule_wrong_type(inputs)
});