/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Unknown_FieldInputs */

const en_field_rule_unknown_field = /** @type {(inputs: Field_Rule_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This field is not accepted here.`)
};

const de_field_rule_unknown_field = /** @type {(inputs: Field_Rule_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Feld wird hier nicht angenommen.`)
};

const fr_field_rule_unknown_field = /** @type {(inputs: Field_Rule_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce champ n’est pas accepté ici.`)
};

const nl_field_rule_unknown_field = /** @type {(inputs: Field_Rule_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit veld wordt hier niet geaccepteerd.`)
};

const es_field_rule_unknown_field = /** @type {(inputs: Field_Rule_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este campo no se acepta aquí.`)
};

const en_xa2_field_rule_unknown_field = /** @type {(inputs: Field_Rule_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš ƒíéļð íš ñöţ áççéþţéð ĥéŕé. one two ]`)
};

/**
* | output |
* | --- |
* | "This field is not accepted here." |
*
* @param {Field_Rule_Unknown_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_unknown_field = /** @type {((inputs?: Field_Rule_Unknown_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Unknown_FieldInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_unknown_field(inputs)
	if (locale === "fr") return fr_field_rule_unknown_field(inputs)
	if (locale === "nl") return nl_field_rule_unknown_field(inputs)
	if (locale === "es") return es_field_rule_unknown_field(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_unknown_field(inputs)
	return en_field_rule_unknown_field(inputs)
});