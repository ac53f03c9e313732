/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Wrong_CodeInputs */

const en_field_rule_wrong_code = /** @type {(inputs: Field_Rule_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This code is not right. Check it and try again.`)
};

const de_field_rule_wrong_code = /** @type {(inputs: Field_Rule_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Code stimmt nicht. Prüfen Sie ihn und versuchen Sie es erneut.`)
};

const fr_field_rule_wrong_code = /** @type {(inputs: Field_Rule_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce code est incorrect. Vérifiez-le et réessayez.`)
};

const nl_field_rule_wrong_code = /** @type {(inputs: Field_Rule_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze code klopt niet. Controleer hem en probeer het opnieuw.`)
};

const es_field_rule_wrong_code = /** @type {(inputs: Field_Rule_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este código no es correcto. Revíselo e inténtelo de nuevo.`)
};

const en_xa2_field_rule_wrong_code = /** @type {(inputs: Field_Rule_Wrong_CodeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš çöðé íš ñöţ ŕíĝĥţ. Çĥéçķ íţ áñð ţŕý áĝáíñ. one two three]`)
};

/**
* | output |
* | --- |
* | "This code is not right. Check it and try again." |
*
* @param {Field_Rule_Wrong_CodeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_wrong_code = /** @type {((inputs?: Field_Rule_Wrong_CodeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Wrong_CodeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_wrong_code(inputs)
	if (locale === "fr") return fr_field_rule_wrong_code(inputs)
	if (locale === "nl") return nl_field_rule_wrong_code(inputs)
	if (locale === "es") return es_field_rule_wrong_code(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_wrong_code(inputs)
	return en_field_rule_wrong_code(inputs)
});