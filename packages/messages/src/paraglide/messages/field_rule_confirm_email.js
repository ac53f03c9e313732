/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Confirm_EmailInputs */

const en_field_rule_confirm_email = /** @type {(inputs: Field_Rule_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter your account’s email address to confirm.`)
};

const de_field_rule_confirm_email = /** @type {(inputs: Field_Rule_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie zur Bestätigung die E-Mail-Adresse Ihres Kontos ein.`)
};

const fr_field_rule_confirm_email = /** @type {(inputs: Field_Rule_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l’adresse e-mail de votre compte pour confirmer.`)
};

const nl_field_rule_confirm_email = /** @type {(inputs: Field_Rule_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vul ter bevestiging het e-mailadres van uw account in.`)
};

const es_field_rule_confirm_email = /** @type {(inputs: Field_Rule_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca la dirección de correo de su cuenta para confirmar.`)
};

const en_xa2_field_rule_confirm_email = /** @type {(inputs: Field_Rule_Confirm_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ýöüŕ áççöüñţ’š éɱáíļ áððŕéšš ţö çöñƒíŕɱ. one two three]`)
};

/**
* | output |
* | --- |
* | "Enter your account’s email address to confirm." |
*
* @param {Field_Rule_Confirm_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_confirm_email = /** @type {((inputs?: Field_Rule_Confirm_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Confirm_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_confirm_email(inputs)
	if (locale === "fr") return fr_field_rule_confirm_email(inputs)
	if (locale === "nl") return nl_field_rule_confirm_email(inputs)
	if (locale === "es") return es_field_rule_confirm_email(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_confirm_email(inputs)
	return en_field_rule_confirm_email(inputs)
});