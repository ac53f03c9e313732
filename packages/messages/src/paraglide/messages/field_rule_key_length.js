/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Rule_Key_LengthInputs */

const en_field_rule_key_length = /** @type {(inputs: Field_Rule_Key_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use 1 to ${i?.max} characters.`)
};

const de_field_rule_key_length = /** @type {(inputs: Field_Rule_Key_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verwenden Sie 1 bis ${i?.max} Zeichen.`)
};

const fr_field_rule_key_length = /** @type {(inputs: Field_Rule_Key_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Utilisez de 1 à ${i?.max} caractères.`)
};

const nl_field_rule_key_length = /** @type {(inputs: Field_Rule_Key_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gebruik 1 tot ${i?.max} tekens.`)
};

const es_field_rule_key_length = /** @type {(inputs: Field_Rule_Key_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Use de 1 a ${i?.max} caracteres.`)
};

const en_xa2_field_rule_key_length = /** @type {(inputs: Field_Rule_Key_LengthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ûšé 1 ţö ${i?.max} çĥáŕáçţéŕš. one tw]`)
};

/**
* | output |
* | --- |
* | "Use 1 to {max} characters." |
*
* @param {Field_Rule_Key_LengthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_key_length = /** @type {((inputs: Field_Rule_Key_LengthInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Key_LengthInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_key_length(inputs)
	if (locale === "fr") return fr_field_rule_key_length(inputs)
	if (locale === "nl") return nl_field_rule_key_length(inputs)
	if (locale === "es") return es_field_rule_key_length(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_key_length(inputs)
	return en_field_rule_key_length(inputs)
});