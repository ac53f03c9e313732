/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Not_Current_PasswordInputs */

const en_field_rule_not_current_password = /** @type {(inputs: Field_Rule_Not_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This is not your current password.`)
};

const de_field_rule_not_current_password = /** @type {(inputs: Field_Rule_Not_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das ist nicht Ihr aktuelles Passwort.`)
};

const fr_field_rule_not_current_password = /** @type {(inputs: Field_Rule_Not_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce n’est pas votre mot de passe actuel.`)
};

const nl_field_rule_not_current_password = /** @type {(inputs: Field_Rule_Not_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit is niet uw huidige wachtwoord.`)
};

const es_field_rule_not_current_password = /** @type {(inputs: Field_Rule_Not_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es su contraseña actual.`)
};

const en_xa2_field_rule_not_current_password = /** @type {(inputs: Field_Rule_Not_Current_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš íš ñöţ ýöüŕ çüŕŕéñţ þáššŵöŕð. one two t]`)
};

/**
* | output |
* | --- |
* | "This is not your current password." |
*
* @param {Field_Rule_Not_Current_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_current_password = /** @type {((inputs?: Field_Rule_Not_Current_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_Current_PasswordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_current_password(inputs)
	if (locale === "fr") return fr_field_rule_not_current_password(inputs)
	if (locale === "nl") return nl_field_rule_not_current_password(inputs)
	if (locale === "es") return es_field_rule_not_current_password(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_current_password(inputs)
	return en_field_rule_not_current_password(inputs)
});