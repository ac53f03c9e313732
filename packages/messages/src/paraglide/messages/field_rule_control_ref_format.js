/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Control_Ref_FormatInputs */

const en_field_rule_control_ref_format = /** @type {(inputs: Field_Rule_Control_Ref_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use upper-case letters and digits in dash-separated parts, like IAM-03.`)
};

const de_field_rule_control_ref_format = /** @type {(inputs: Field_Rule_Control_Ref_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie Großbuchstaben und Ziffern in durch Bindestriche getrennten Teilen, etwa IAM-03.`)
};

const fr_field_rule_control_ref_format = /** @type {(inputs: Field_Rule_Control_Ref_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez des majuscules et des chiffres en parties séparées par des tirets, comme IAM-03.`)
};

const nl_field_rule_control_ref_format = /** @type {(inputs: Field_Rule_Control_Ref_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik hoofdletters en cijfers in delen gescheiden door streepjes, zoals IAM-03.`)
};

const es_field_rule_control_ref_format = /** @type {(inputs: Field_Rule_Control_Ref_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use mayúsculas y dígitos en partes separadas por guiones, como IAM-03.`)
};

const en_xa2_field_rule_control_ref_format = /** @type {(inputs: Field_Rule_Control_Ref_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé üþþéŕ-çášé ļéţţéŕš áñð ðíĝíţš íñ ðášĥ-šéþáŕáţéð þáŕţš, ļíķé ÎÅṀ-03. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "Use upper-case letters and digits in dash-separated parts, like IAM-03." |
*
* @param {Field_Rule_Control_Ref_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_control_ref_format = /** @type {((inputs?: Field_Rule_Control_Ref_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Control_Ref_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_control_ref_format(inputs)
	if (locale === "fr") return fr_field_rule_control_ref_format(inputs)
	if (locale === "nl") return nl_field_rule_control_ref_format(inputs)
	if (locale === "es") return es_field_rule_control_ref_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_control_ref_format(inputs)
	return en_field_rule_control_ref_format(inputs)
});