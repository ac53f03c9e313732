/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Colour_FormatInputs */

const en_field_rule_colour_format = /** @type {(inputs: Field_Rule_Colour_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use a colour like #1f6feb.`)
};

const de_field_rule_colour_format = /** @type {(inputs: Field_Rule_Colour_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie eine Farbe wie #1f6feb.`)
};

const fr_field_rule_colour_format = /** @type {(inputs: Field_Rule_Colour_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez une couleur comme #1f6feb.`)
};

const nl_field_rule_colour_format = /** @type {(inputs: Field_Rule_Colour_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik een kleur zoals #1f6feb.`)
};

const es_field_rule_colour_format = /** @type {(inputs: Field_Rule_Colour_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use un color como #1f6feb.`)
};

const en_xa2_field_rule_colour_format = /** @type {(inputs: Field_Rule_Colour_FormatInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé á çöļöüŕ ļíķé #1ƒ6ƒéƀ. one tw]`)
};

/**
* | output |
* | --- |
* | "Use a colour like #1f6feb." |
*
* @param {Field_Rule_Colour_FormatInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_colour_format = /** @type {((inputs?: Field_Rule_Colour_FormatInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Colour_FormatInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_colour_format(inputs)
	if (locale === "fr") return fr_field_rule_colour_format(inputs)
	if (locale === "nl") return nl_field_rule_colour_format(inputs)
	if (locale === "es") return es_field_rule_colour_format(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_colour_format(inputs)
	return en_field_rule_colour_format(inputs)
});