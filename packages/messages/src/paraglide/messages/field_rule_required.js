/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_RequiredInputs */

const en_field_rule_required = /** @type {(inputs: Field_Rule_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Required.`)
};

const de_field_rule_required = /** @type {(inputs: Field_Rule_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pflichtfeld.`)
};

const fr_field_rule_required = /** @type {(inputs: Field_Rule_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatoire.`)
};

const nl_field_rule_required = /** @type {(inputs: Field_Rule_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verplicht.`)
};

const es_field_rule_required = /** @type {(inputs: Field_Rule_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obligatorio.`)
};

const en_xa2_field_rule_required = /** @type {(inputs: Field_Rule_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéǫüíŕéð. ]`)
};

/**
* | output |
* | --- |
* | "Required." |
*
* @param {Field_Rule_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_required = /** @type {((inputs?: Field_Rule_RequiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_RequiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_required(inputs)
	if (locale === "fr") return fr_field_rule_required(inputs)
	if (locale === "nl") return nl_field_rule_required(inputs)
	if (locale === "es") return es_field_rule_required(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_required(inputs)
	return en_field_rule_required(inputs)
});