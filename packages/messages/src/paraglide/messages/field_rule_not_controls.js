/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ refs: NonNullable<unknown> }} Field_Rule_Not_ControlsInputs */

const en_field_rule_not_controls = /** @type {(inputs: Field_Rule_Not_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not controls of this assessment: ${i?.refs}.`)
};

const de_field_rule_not_controls = /** @type {(inputs: Field_Rule_Not_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Keine Kontrollen dieser Bewertung: ${i?.refs}.`)
};

const fr_field_rule_not_controls = /** @type {(inputs: Field_Rule_Not_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pas des contrôles de cette évaluation : ${i?.refs}.`)
};

const nl_field_rule_not_controls = /** @type {(inputs: Field_Rule_Not_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geen controls van deze beoordeling: ${i?.refs}.`)
};

const es_field_rule_not_controls = /** @type {(inputs: Field_Rule_Not_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No son controles de esta evaluación: ${i?.refs}.`)
};

const en_xa2_field_rule_not_controls = /** @type {(inputs: Field_Rule_Not_ControlsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñöţ çöñţŕöļš öƒ ţĥíš áššéššɱéñţ: ${i?.refs}. one two thr]`)
};

/**
* | output |
* | --- |
* | "Not controls of this assessment: {refs}." |
*
* @param {Field_Rule_Not_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_controls = /** @type {((inputs: Field_Rule_Not_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_controls(inputs)
	if (locale === "fr") return fr_field_rule_not_controls(inputs)
	if (locale === "nl") return nl_field_rule_not_controls(inputs)
	if (locale === "es") return es_field_rule_not_controls(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_controls(inputs)
	return en_field_rule_not_controls(inputs)
});