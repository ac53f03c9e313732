/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Visible_CharactersInputs */

const en_field_rule_visible_characters = /** @type {(inputs: Field_Rule_Visible_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use visible characters.`)
};

const de_field_rule_visible_characters = /** @type {(inputs: Field_Rule_Visible_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie sichtbare Zeichen.`)
};

const fr_field_rule_visible_characters = /** @type {(inputs: Field_Rule_Visible_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez des caractères visibles.`)
};

const nl_field_rule_visible_characters = /** @type {(inputs: Field_Rule_Visible_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik zichtbare tekens.`)
};

const es_field_rule_visible_characters = /** @type {(inputs: Field_Rule_Visible_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use caracteres visibles.`)
};

const en_xa2_field_rule_visible_characters = /** @type {(inputs: Field_Rule_Visible_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé ṽíšíƀļé çĥáŕáçţéŕš. one t]`)
};

/**
* | output |
* | --- |
* | "Use visible characters." |
*
* @param {Field_Rule_Visible_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_visible_characters = /** @type {((inputs?: Field_Rule_Visible_CharactersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Visible_CharactersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_visible_characters(inputs)
	if (locale === "fr") return fr_field_rule_visible_characters(inputs)
	if (locale === "nl") return nl_field_rule_visible_characters(inputs)
	if (locale === "es") return es_field_rule_visible_characters(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_visible_characters(inputs)
	return en_field_rule_visible_characters(inputs)
});