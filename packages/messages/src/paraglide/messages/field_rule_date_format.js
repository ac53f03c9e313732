/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Date_FormatInputs */

const en_field_rule_date_format = /** @type {(inputs: Field_Rule_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a date like 2026-03-31.`)
};

const de_field_rule_date_format = /** @type {(inputs: Field_Rule_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie ein Datum wie 2026-03-31.`)
};

const fr_field_rule_date_format = /** @type {(inputs: Field_Rule_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez une date comme 2026-03-31.`)
};

const nl_field_rule_date_format = /** @type {(inputs: Field_Rule_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik een datum zoals 2026-03-31.`)
};

const es_field_rule_date_format = /** @type {(inputs: Field_Rule_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use una fecha como 2026-03-31.`)
};

const en_xa2_field_rule_date_format = /** @type {(inputs: Field_Rule_Date_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé á ðáţé ļíķé 2026-03-31. one tw]`)
};

/**
* | output |
* | --- |
* | "Use a date like 2026-03-31." |
*
* @param {Field_Rule_Date_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_date_format = /** @type {((inputs?: Field_Rule_Date_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Date_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_date_format(inputs)
	if (locale === "fr") return fr_field_rule_date_format(inputs)
	if (locale === "nl") return nl_field_rule_date_format(inputs)
	if (locale === "es") return es_field_rule_date_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_date_format(inputs)
	return en_field_rule_date_format(inputs)
});