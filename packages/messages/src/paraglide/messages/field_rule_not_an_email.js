/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Not_An_EmailInputs */

const en_field_rule_not_an_email = /** @type {(inputs: Field_Rule_Not_An_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an email address like name@example.com.`)
};

const de_field_rule_not_an_email = /** @type {(inputs: Field_Rule_Not_An_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine E-Mail-Adresse wie name@example.com ein.`)
};

const fr_field_rule_not_an_email = /** @type {(inputs: Field_Rule_Not_An_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse e-mail comme nom@example.com.`)
};

const nl_field_rule_not_an_email = /** @type {(inputs: Field_Rule_Not_An_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een e-mailadres in zoals naam@example.com.`)
};

const es_field_rule_not_an_email = /** @type {(inputs: Field_Rule_Not_An_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una dirección de correo como nombre@example.com.`)
};

const en_xa2_field_rule_not_an_email = /** @type {(inputs: Field_Rule_Not_An_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ éɱáíļ áððŕéšš ļíķé ñáɱé@éẋáɱþļé.çöɱ. one two three]`)
};

/**
* | output |
* | --- |
* | "Enter an email address like name@example.com." |
*
* @param {Field_Rule_Not_An_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_an_email = /** @type {((inputs?: Field_Rule_Not_An_EmailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_An_EmailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_an_email(inputs)
	if (locale === "fr") return fr_field_rule_not_an_email(inputs)
	if (locale === "nl") return nl_field_rule_not_an_email(inputs)
	if (locale === "es") return es_field_rule_not_an_email(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_an_email(inputs)
	return en_field_rule_not_an_email(inputs)
});