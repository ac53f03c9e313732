/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Control_CharactersInputs */

const en_field_rule_control_characters = /** @type {(inputs: Field_Rule_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remove control characters.`)
};

const de_field_rule_control_characters = /** @type {(inputs: Field_Rule_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entfernen Sie Steuerzeichen.`)
};

const fr_field_rule_control_characters = /** @type {(inputs: Field_Rule_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Supprimez les caractères de contrôle.`)
};

const nl_field_rule_control_characters = /** @type {(inputs: Field_Rule_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwijder stuurtekens.`)
};

const es_field_rule_control_characters = /** @type {(inputs: Field_Rule_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elimine los caracteres de control.`)
};

const en_xa2_field_rule_control_characters = /** @type {(inputs: Field_Rule_Control_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéɱöṽé çöñţŕöļ çĥáŕáçţéŕš. one tw]`)
};

/**
* | output |
* | --- |
* | "Remove control characters." |
*
* @param {Field_Rule_Control_CharactersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_control_characters = /** @type {((inputs?: Field_Rule_Control_CharactersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Control_CharactersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_control_characters(inputs)
	if (locale === "fr") return fr_field_rule_control_characters(inputs)
	if (locale === "nl") return nl_field_rule_control_characters(inputs)
	if (locale === "es") return es_field_rule_control_characters(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_control_characters(inputs)
	return en_field_rule_control_characters(inputs)
});