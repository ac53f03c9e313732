/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Field_Rule_Unknown_DomainInputs */

const en_field_rule_unknown_domain = /** @type {(inputs: Field_Rule_Unknown_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.value}” is not a domain of this baseline.`)
};

const de_field_rule_unknown_domain = /** @type {(inputs: Field_Rule_Unknown_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`„${i?.value}“ ist kein Bereich dieser Baseline.`)
};

const fr_field_rule_unknown_domain = /** @type {(inputs: Field_Rule_Unknown_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`« ${i?.value} » n’est pas un domaine de ce référentiel.`)
};

const nl_field_rule_unknown_domain = /** @type {(inputs: Field_Rule_Unknown_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`“${i?.value}” is geen domein van deze baseline.`)
};

const es_field_rule_unknown_domain = /** @type {(inputs: Field_Rule_Unknown_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.value}» no es un dominio de este marco de referencia.`)
};

const en_xa2_field_rule_unknown_domain = /** @type {(inputs: Field_Rule_Unknown_DomainInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[“${i?.value}” íš ñöţ á ðöɱáíñ öƒ ţĥíš ƀášéļíñé. one two thre]`)
};

/**
* | output |
* | --- |
* | "“{value}” is not a domain of this baseline." |
*
* @param {Field_Rule_Unknown_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_unknown_domain = /** @type {((inputs: Field_Rule_Unknown_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Unknown_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_unknown_domain(inputs)
	if (locale === "fr") return fr_field_rule_unknown_domain(inputs)
	if (locale === "nl") return nl_field_rule_unknown_domain(inputs)
	if (locale === "es") return es_field_rule_unknown_domain(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_unknown_domain(inputs)
	return en_field_rule_unknown_domain(inputs)
});