/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_User_Or_EmailInputs */

const en_field_rule_user_or_email = /** @type {(inputs: Field_Rule_User_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a user id or an email address.`)
};

const de_field_rule_user_or_email = /** @type {(inputs: Field_Rule_User_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine Benutzer-ID oder eine E-Mail-Adresse ein.`)
};

const fr_field_rule_user_or_email = /** @type {(inputs: Field_Rule_User_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un identifiant d’utilisateur ou une adresse e-mail.`)
};

const nl_field_rule_user_or_email = /** @type {(inputs: Field_Rule_User_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een gebruikers-id of een e-mailadres in.`)
};

const es_field_rule_user_or_email = /** @type {(inputs: Field_Rule_User_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca un id de usuario o una dirección de correo.`)
};

const en_xa2_field_rule_user_or_email = /** @type {(inputs: Field_Rule_User_Or_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á üšéŕ íð öŕ áñ éɱáíļ áððŕéšš. one two th]`)
};

/**
* | output |
* | --- |
* | "Enter a user id or an email address." |
*
* @param {Field_Rule_User_Or_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_user_or_email = /** @type {((inputs?: Field_Rule_User_Or_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_User_Or_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_user_or_email(inputs)
	if (locale === "fr") return fr_field_rule_user_or_email(inputs)
	if (locale === "nl") return nl_field_rule_user_or_email(inputs)
	if (locale === "es") return es_field_rule_user_or_email(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_user_or_email(inputs)
	return en_field_rule_user_or_email(inputs)
});