/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Action_NameInputs */

const en_field_rule_action_name = /** @type {(inputs: Field_Rule_Action_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not an action name.`)
};

const de_field_rule_action_name = /** @type {(inputs: Field_Rule_Action_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist kein Aktionsname.`)
};

const fr_field_rule_action_name = /** @type {(inputs: Field_Rule_Action_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas un nom d’action.`)
};

const nl_field_rule_action_name = /** @type {(inputs: Field_Rule_Action_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is geen actienaam.`)
};

const es_field_rule_action_name = /** @type {(inputs: Field_Rule_Action_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es un nombre de acción.`)
};

const en_xa2_field_rule_action_name = /** @type {(inputs: Field_Rule_Action_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ áñ áçţíöñ ñáɱé. one tw]`)
};

/**
* | output |
* | --- |
* | "This is not an action name." |
*
* @param {Field_Rule_Action_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_action_name = /** @type {((inputs?: Field_Rule_Action_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Action_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_action_name(inputs)
	if (locale === "fr") return fr_field_rule_action_name(inputs)
	if (locale === "nl") return nl_field_rule_action_name(inputs)
	if (locale === "es") return es_field_rule_action_name(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_action_name(inputs)
	return en_field_rule_action_name(inputs)
});