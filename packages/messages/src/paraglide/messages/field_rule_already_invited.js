/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Already_InvitedInputs */

const en_field_rule_already_invited = /** @type {(inputs: Field_Rule_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address is already invited.`)
};

const de_field_rule_already_invited = /** @type {(inputs: Field_Rule_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse ist bereits eingeladen.`)
};

const fr_field_rule_already_invited = /** @type {(inputs: Field_Rule_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse est déjà invitée.`)
};

const nl_field_rule_already_invited = /** @type {(inputs: Field_Rule_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit adres is al uitgenodigd.`)
};

const es_field_rule_already_invited = /** @type {(inputs: Field_Rule_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección ya está invitada.`)
};

const en_xa2_field_rule_already_invited = /** @type {(inputs: Field_Rule_Already_InvitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áððŕéšš íš áļŕéáðý íñṽíţéð. one two ]`)
};

/**
* | output |
* | --- |
* | "This address is already invited." |
*
* @param {Field_Rule_Already_InvitedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_already_invited = /** @type {((inputs?: Field_Rule_Already_InvitedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Already_InvitedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_already_invited(inputs)
	if (locale === "fr") return fr_field_rule_already_invited(inputs)
	if (locale === "nl") return nl_field_rule_already_invited(inputs)
	if (locale === "es") return es_field_rule_already_invited(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_already_invited(inputs)
	return en_field_rule_already_invited(inputs)
});