/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Field_Rule_Too_Many_ValuesInputs */

const en_field_rule_too_many_values = /** @type {(inputs: Field_Rule_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`More than ${i?.max} values.`)
};

const de_field_rule_too_many_values = /** @type {(inputs: Field_Rule_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mehr als ${i?.max} Werte.`)
};

const fr_field_rule_too_many_values = /** @type {(inputs: Field_Rule_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plus de ${i?.max} valeurs.`)
};

const nl_field_rule_too_many_values = /** @type {(inputs: Field_Rule_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Meer dan ${i?.max} waarden.`)
};

const es_field_rule_too_many_values = /** @type {(inputs: Field_Rule_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Más de ${i?.max} valores.`)
};

const en_xa2_field_rule_too_many_values = /** @type {(inputs: Field_Rule_Too_Many_ValuesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṁöŕé ţĥáñ ${i?.max} ṽáļüéš. one t]`)
};

/**
* | output |
* | --- |
* | "More than {max} values." |
*
* @param {Field_Rule_Too_Many_ValuesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_too_many_values = /** @type {((inputs: Field_Rule_Too_Many_ValuesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Too_Many_ValuesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_too_many_values(inputs)
	if (locale === "fr") return fr_field_rule_too_many_values(inputs)
	if (locale === "nl") return nl_field_rule_too_many_values(inputs)
	if (locale === "es") return es_field_rule_too_many_values(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_too_many_values(inputs)
	return en_field_rule_too_many_values(inputs)
});