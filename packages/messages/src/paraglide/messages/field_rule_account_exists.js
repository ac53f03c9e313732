/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Account_ExistsInputs */

const en_field_rule_account_exists = /** @type {(inputs: Field_Rule_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this email already exists. Sign in instead.`)
};

const de_field_rule_account_exists = /** @type {(inputs: Field_Rule_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Konto mit dieser E-Mail-Adresse existiert bereits. Melden Sie sich stattdessen an.`)
};

const fr_field_rule_account_exists = /** @type {(inputs: Field_Rule_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un compte avec cette adresse e-mail existe déjà. Connectez-vous plutôt.`)
};

const nl_field_rule_account_exists = /** @type {(inputs: Field_Rule_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er bestaat al een account met dit e-mailadres. Log in plaats daarvan in.`)
};

const es_field_rule_account_exists = /** @type {(inputs: Field_Rule_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ya existe una cuenta con este correo. Inicie sesión en su lugar.`)
};

const en_xa2_field_rule_account_exists = /** @type {(inputs: Field_Rule_Account_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñ áççöüñţ ŵíţĥ ţĥíš éɱáíļ áļŕéáðý éẋíšţš. Šíĝñ íñ íñšţéáð. one two three four]`)
};

/**
* | output |
* | --- |
* | "An account with this email already exists. Sign in instead." |
*
* @param {Field_Rule_Account_ExistsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_account_exists = /** @type {((inputs?: Field_Rule_Account_ExistsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Account_ExistsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_account_exists(inputs)
	if (locale === "fr") return fr_field_rule_account_exists(inputs)
	if (locale === "nl") return nl_field_rule_account_exists(inputs)
	if (locale === "es") return es_field_rule_account_exists(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_account_exists(inputs)
	return en_field_rule_account_exists(inputs)
});