/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Key_FormatInputs */

const en_field_rule_key_format = /** @type {(inputs: Field_Rule_Key_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use letters, digits, dashes and underscores.`)
};

const de_field_rule_key_format = /** @type {(inputs: Field_Rule_Key_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie Buchstaben, Ziffern, Binde- und Unterstriche.`)
};

const fr_field_rule_key_format = /** @type {(inputs: Field_Rule_Key_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez des lettres, des chiffres, des tirets et des traits de soulignement.`)
};

const nl_field_rule_key_format = /** @type {(inputs: Field_Rule_Key_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik letters, cijfers, streepjes en underscores.`)
};

const es_field_rule_key_format = /** @type {(inputs: Field_Rule_Key_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use letras, dígitos, guiones y guiones bajos.`)
};

const en_xa2_field_rule_key_format = /** @type {(inputs: Field_Rule_Key_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé ļéţţéŕš, ðíĝíţš, ðášĥéš áñð üñðéŕšçöŕéš. one two thre]`)
};

/**
* | output |
* | --- |
* | "Use letters, digits, dashes and underscores." |
*
* @param {Field_Rule_Key_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_key_format = /** @type {((inputs?: Field_Rule_Key_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Key_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_key_format(inputs)
	if (locale === "fr") return fr_field_rule_key_format(inputs)
	if (locale === "nl") return nl_field_rule_key_format(inputs)
	if (locale === "es") return es_field_rule_key_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_key_format(inputs)
	return en_field_rule_key_format(inputs)
});