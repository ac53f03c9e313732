/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Invalid_CharacterInputs */

const en_field_rule_invalid_character = /** @type {(inputs: Field_Rule_Invalid_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This contains an invalid character.`)
};

const de_field_rule_invalid_character = /** @type {(inputs: Field_Rule_Invalid_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das enthält ein ungültiges Zeichen.`)
};

const fr_field_rule_invalid_character = /** @type {(inputs: Field_Rule_Invalid_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ceci contient un caractère non valide.`)
};

const nl_field_rule_invalid_character = /** @type {(inputs: Field_Rule_Invalid_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit bevat een ongeldig teken.`)
};

const es_field_rule_invalid_character = /** @type {(inputs: Field_Rule_Invalid_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contiene un carácter no válido.`)
};

const en_xa2_field_rule_invalid_character = /** @type {(inputs: Field_Rule_Invalid_CharacterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çöñţáíñš áñ íñṽáļíð çĥáŕáçţéŕ. one two t]`)
};

/**
* | output |
* | --- |
* | "This contains an invalid character." |
*
* @param {Field_Rule_Invalid_CharacterInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_invalid_character = /** @type {((inputs?: Field_Rule_Invalid_CharacterInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Invalid_CharacterInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_invalid_character(inputs)
	if (locale === "fr") return fr_field_rule_invalid_character(inputs)
	if (locale === "nl") return nl_field_rule_invalid_character(inputs)
	if (locale === "es") return es_field_rule_invalid_character(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_invalid_character(inputs)
	return en_field_rule_invalid_character(inputs)
});