/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ allowed: NonNullable<unknown> }} Field_Rule_Not_AllowedInputs */

const en_field_rule_not_allowed = /** @type {(inputs: Field_Rule_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choose one of: ${i?.allowed}.`)
};

const de_field_rule_not_allowed = /** @type {(inputs: Field_Rule_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wählen Sie eines von: ${i?.allowed}.`)
};

const fr_field_rule_not_allowed = /** @type {(inputs: Field_Rule_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Choisissez parmi : ${i?.allowed}.`)
};

const nl_field_rule_not_allowed = /** @type {(inputs: Field_Rule_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Kies een van: ${i?.allowed}.`)
};

const es_field_rule_not_allowed = /** @type {(inputs: Field_Rule_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Elija uno de: ${i?.allowed}.`)
};

const en_xa2_field_rule_not_allowed = /** @type {(inputs: Field_Rule_Not_AllowedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Çĥööšé öñé öƒ: ${i?.allowed}. one tw]`)
};

/**
* | output |
* | --- |
* | "Choose one of: {allowed}." |
*
* @param {Field_Rule_Not_AllowedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_allowed = /** @type {((inputs: Field_Rule_Not_AllowedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_AllowedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_allowed(inputs)
	if (locale === "fr") return fr_field_rule_not_allowed(inputs)
	if (locale === "nl") return nl_field_rule_not_allowed(inputs)
	if (locale === "es") return es_field_rule_not_allowed(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_allowed(inputs)
	return en_field_rule_not_allowed(inputs)
});