/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Tag_FormatInputs */

const en_field_rule_tag_format = /** @type {(inputs: Field_Rule_Tag_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use lower-case letters, digits and single dashes.`)
};

const de_field_rule_tag_format = /** @type {(inputs: Field_Rule_Tag_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie Kleinbuchstaben, Ziffern und einzelne Bindestriche.`)
};

const fr_field_rule_tag_format = /** @type {(inputs: Field_Rule_Tag_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez des minuscules, des chiffres et des tirets simples.`)
};

const nl_field_rule_tag_format = /** @type {(inputs: Field_Rule_Tag_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik kleine letters, cijfers en enkele streepjes.`)
};

const es_field_rule_tag_format = /** @type {(inputs: Field_Rule_Tag_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use minúsculas, dígitos y guiones simples.`)
};

const en_xa2_field_rule_tag_format = /** @type {(inputs: Field_Rule_Tag_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé ļöŵéŕ-çášé ļéţţéŕš, ðíĝíţš áñð šíñĝļé ðášĥéš. one two three ]`)
};

/**
* | output |
* | --- |
* | "Use lower-case letters, digits and single dashes." |
*
* @param {Field_Rule_Tag_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_tag_format = /** @type {((inputs?: Field_Rule_Tag_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Tag_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_tag_format(inputs)
	if (locale === "fr") return fr_field_rule_tag_format(inputs)
	if (locale === "nl") return nl_field_rule_tag_format(inputs)
	if (locale === "es") return es_field_rule_tag_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_tag_format(inputs)
	return en_field_rule_tag_format(inputs)
});