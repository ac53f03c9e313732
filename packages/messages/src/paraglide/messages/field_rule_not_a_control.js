/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Not_A_ControlInputs */

const en_field_rule_not_a_control = /** @type {(inputs: Field_Rule_Not_A_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not a control of this assessment.`)
};

const de_field_rule_not_a_control = /** @type {(inputs: Field_Rule_Not_A_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist keine Kontrolle dieser Bewertung.`)
};

const fr_field_rule_not_a_control = /** @type {(inputs: Field_Rule_Not_A_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas un contrôle de cette évaluation.`)
};

const nl_field_rule_not_a_control = /** @type {(inputs: Field_Rule_Not_A_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is geen control van deze beoordeling.`)
};

const es_field_rule_not_a_control = /** @type {(inputs: Field_Rule_Not_A_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es un control de esta evaluación.`)
};

const en_xa2_field_rule_not_a_control = /** @type {(inputs: Field_Rule_Not_A_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ á çöñţŕöļ öƒ ţĥíš áššéššɱéñţ. one two thr]`)
};

/**
* | output |
* | --- |
* | "This is not a control of this assessment." |
*
* @param {Field_Rule_Not_A_ControlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_a_control = /** @type {((inputs?: Field_Rule_Not_A_ControlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_A_ControlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_a_control(inputs)
	if (locale === "fr") return fr_field_rule_not_a_control(inputs)
	if (locale === "nl") return nl_field_rule_not_a_control(inputs)
	if (locale === "es") return es_field_rule_not_a_control(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_a_control(inputs)
	return en_field_rule_not_a_control(inputs)
});