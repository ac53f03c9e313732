/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_FormatInputs */

const en_field_rule_format = /** @type {(inputs: Field_Rule_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not in the expected format.`)
};

const de_field_rule_format = /** @type {(inputs: Field_Rule_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das entspricht nicht dem erwarteten Format.`)
};

const fr_field_rule_format = /** @type {(inputs: Field_Rule_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas au format attendu.`)
};

const nl_field_rule_format = /** @type {(inputs: Field_Rule_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit heeft niet de verwachte opmaak.`)
};

const es_field_rule_format = /** @type {(inputs: Field_Rule_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tiene el formato esperado.`)
};

const en_xa2_field_rule_format = /** @type {(inputs: Field_Rule_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ íñ ţĥé éẋþéçţéð ƒöŕɱáţ. one two t]`)
};

/**
* | output |
* | --- |
* | "This is not in the expected format." |
*
* @param {Field_Rule_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_format = /** @type {((inputs?: Field_Rule_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_format(inputs)
	if (locale === "fr") return fr_field_rule_format(inputs)
	if (locale === "nl") return nl_field_rule_format(inputs)
	if (locale === "es") return es_field_rule_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_format(inputs)
	return en_field_rule_format(inputs)
});