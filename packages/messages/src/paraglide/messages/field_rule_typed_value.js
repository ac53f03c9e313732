/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Typed_ValueInputs */

const en_field_rule_typed_value = /** @type {(inputs: Field_Rule_Typed_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a value of a known type.`)
};

const de_field_rule_typed_value = /** @type {(inputs: Field_Rule_Typed_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist kein Wert eines bekannten Typs.`)
};

const fr_field_rule_typed_value = /** @type {(inputs: Field_Rule_Typed_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas une valeur d’un type connu.`)
};

const nl_field_rule_typed_value = /** @type {(inputs: Field_Rule_Typed_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is geen waarde van een bekend type.`)
};

const es_field_rule_typed_value = /** @type {(inputs: Field_Rule_Typed_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es un valor de un tipo conocido.`)
};

const en_xa2_field_rule_typed_value = /** @type {(inputs: Field_Rule_Typed_ValueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ á ṽáļüé öƒ á ķñöŵñ ţýþé. one two th]`)
};

/**
* | output |
* | --- |
* | "This is not a value of a known type." |
*
* @param {Field_Rule_Typed_ValueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_typed_value = /** @type {((inputs?: Field_Rule_Typed_ValueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Typed_ValueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_typed_value(inputs)
	if (locale === "fr") return fr_field_rule_typed_value(inputs)
	if (locale === "nl") return nl_field_rule_typed_value(inputs)
	if (locale === "es") return es_field_rule_typed_value(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_typed_value(inputs)
	return en_field_rule_typed_value(inputs)
});