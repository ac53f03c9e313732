/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Real_DateInputs */

const en_field_rule_real_date = /** @type {(inputs: Field_Rule_Real_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a real date.`)
};

const de_field_rule_real_date = /** @type {(inputs: Field_Rule_Real_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist kein gültiges Datum.`)
};

const fr_field_rule_real_date = /** @type {(inputs: Field_Rule_Real_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas une date réelle.`)
};

const nl_field_rule_real_date = /** @type {(inputs: Field_Rule_Real_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is geen bestaande datum.`)
};

const es_field_rule_real_date = /** @type {(inputs: Field_Rule_Real_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es una fecha real.`)
};

const en_xa2_field_rule_real_date = /** @type {(inputs: Field_Rule_Real_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ á ŕéáļ ðáţé. one t]`)
};

/**
* | output |
* | --- |
* | "This is not a real date." |
*
* @param {Field_Rule_Real_DateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_real_date = /** @type {((inputs?: Field_Rule_Real_DateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Real_DateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_real_date(inputs)
	if (locale === "fr") return fr_field_rule_real_date(inputs)
	if (locale === "nl") return nl_field_rule_real_date(inputs)
	if (locale === "es") return es_field_rule_real_date(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_real_date(inputs)
	return en_field_rule_real_date(inputs)
});