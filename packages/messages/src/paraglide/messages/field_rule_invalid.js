/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_InvalidInputs */

const en_field_rule_invalid = /** @type {(inputs: Field_Rule_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This value is not valid.`)
};

const de_field_rule_invalid = /** @type {(inputs: Field_Rule_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Wert ist ungültig.`)
};

const fr_field_rule_invalid = /** @type {(inputs: Field_Rule_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette valeur n’est pas valide.`)
};

const nl_field_rule_invalid = /** @type {(inputs: Field_Rule_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze waarde is ongeldig.`)
};

const es_field_rule_invalid = /** @type {(inputs: Field_Rule_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este valor no es válido.`)
};

const en_xa2_field_rule_invalid = /** @type {(inputs: Field_Rule_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ṽáļüé íš ñöţ ṽáļíð. one t]`)
};

/**
* | output |
* | --- |
* | "This value is not valid." |
*
* @param {Field_Rule_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_invalid = /** @type {((inputs?: Field_Rule_InvalidInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_InvalidInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_invalid(inputs)
	if (locale === "fr") return fr_field_rule_invalid(inputs)
	if (locale === "nl") return nl_field_rule_invalid(inputs)
	if (locale === "es") return es_field_rule_invalid(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_invalid(inputs)
	return en_field_rule_invalid(inputs)
});