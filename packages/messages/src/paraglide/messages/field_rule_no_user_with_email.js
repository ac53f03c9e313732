/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_No_User_With_EmailInputs */

const en_field_rule_no_user_with_email = /** @type {(inputs: Field_Rule_No_User_With_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No user has this email address.`)
};

const de_field_rule_no_user_with_email = /** @type {(inputs: Field_Rule_No_User_With_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Benutzer hat diese E-Mail-Adresse.`)
};

const fr_field_rule_no_user_with_email = /** @type {(inputs: Field_Rule_No_User_With_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun utilisateur n’a cette adresse e-mail.`)
};

const nl_field_rule_no_user_with_email = /** @type {(inputs: Field_Rule_No_User_With_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen gebruiker heeft dit e-mailadres.`)
};

const es_field_rule_no_user_with_email = /** @type {(inputs: Field_Rule_No_User_With_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún usuario tiene esta dirección de correo.`)
};

const en_xa2_field_rule_no_user_with_email = /** @type {(inputs: Field_Rule_No_User_With_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö üšéŕ ĥáš ţĥíš éɱáíļ áððŕéšš. one two ]`)
};

/**
* | output |
* | --- |
* | "No user has this email address." |
*
* @param {Field_Rule_No_User_With_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_no_user_with_email = /** @type {((inputs?: Field_Rule_No_User_With_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_No_User_With_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_no_user_with_email(inputs)
	if (locale === "fr") return fr_field_rule_no_user_with_email(inputs)
	if (locale === "nl") return nl_field_rule_no_user_with_email(inputs)
	if (locale === "es") return es_field_rule_no_user_with_email(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_no_user_with_email(inputs)
	return en_field_rule_no_user_with_email(inputs)
});