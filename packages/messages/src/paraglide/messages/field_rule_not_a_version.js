/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Not_A_VersionInputs */

const en_field_rule_not_a_version = /** @type {(inputs: Field_Rule_Not_A_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a version of this baseline.`)
};

const de_field_rule_not_a_version = /** @type {(inputs: Field_Rule_Not_A_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist keine Version dieser Baseline.`)
};

const fr_field_rule_not_a_version = /** @type {(inputs: Field_Rule_Not_A_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas une version de ce référentiel.`)
};

const nl_field_rule_not_a_version = /** @type {(inputs: Field_Rule_Not_A_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is geen versie van deze baseline.`)
};

const es_field_rule_not_a_version = /** @type {(inputs: Field_Rule_Not_A_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es una versión de este marco de referencia.`)
};

const en_xa2_field_rule_not_a_version = /** @type {(inputs: Field_Rule_Not_A_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ á ṽéŕšíöñ öƒ ţĥíš ƀášéļíñé. one two thr]`)
};

/**
* | output |
* | --- |
* | "This is not a version of this baseline." |
*
* @param {Field_Rule_Not_A_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_a_version = /** @type {((inputs?: Field_Rule_Not_A_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_A_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_a_version(inputs)
	if (locale === "fr") return fr_field_rule_not_a_version(inputs)
	if (locale === "nl") return nl_field_rule_not_a_version(inputs)
	if (locale === "es") return es_field_rule_not_a_version(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_a_version(inputs)
	return en_field_rule_not_a_version(inputs)
});