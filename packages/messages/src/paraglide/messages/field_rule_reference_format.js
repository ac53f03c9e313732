/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Reference_FormatInputs */

const en_field_rule_reference_format = /** @type {(inputs: Field_Rule_Reference_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write a framework id, a space and a clause, like “ISO27001:2022 A.5.15”.`)
};

const de_field_rule_reference_format = /** @type {(inputs: Field_Rule_Reference_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreiben Sie eine Rahmenwerk-ID, ein Leerzeichen und eine Klausel, etwa „ISO27001:2022 A.5.15“.`)
};

const fr_field_rule_reference_format = /** @type {(inputs: Field_Rule_Reference_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Écrivez un identifiant de référentiel, une espace et une clause, comme « ISO27001:2022 A.5.15 ».`)
};

const nl_field_rule_reference_format = /** @type {(inputs: Field_Rule_Reference_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schrijf een framework-id, een spatie en een clausule, zoals “ISO27001:2022 A.5.15”.`)
};

const es_field_rule_reference_format = /** @type {(inputs: Field_Rule_Reference_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba un id de marco, un espacio y una cláusula, como «ISO27001:2022 A.5.15».`)
};

const en_xa2_field_rule_reference_format = /** @type {(inputs: Field_Rule_Reference_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵŕíţé á ƒŕáɱéŵöŕķ íð, á šþáçé áñð á çļáüšé, ļíķé “ÎŠÖ27001:2022 Å.5.15”. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "Write a framework id, a space and a clause, like “ISO27001:2022 A.5.15”." |
*
* @param {Field_Rule_Reference_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_reference_format = /** @type {((inputs?: Field_Rule_Reference_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Reference_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_reference_format(inputs)
	if (locale === "fr") return fr_field_rule_reference_format(inputs)
	if (locale === "nl") return nl_field_rule_reference_format(inputs)
	if (locale === "es") return es_field_rule_reference_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_reference_format(inputs)
	return en_field_rule_reference_format(inputs)
});