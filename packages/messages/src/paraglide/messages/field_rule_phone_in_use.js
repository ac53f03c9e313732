/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Phone_In_UseInputs */

const en_field_rule_phone_in_use = /** @type {(inputs: Field_Rule_Phone_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This phone number is already a second step of your account.`)
};

const de_field_rule_phone_in_use = /** @type {(inputs: Field_Rule_Phone_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Telefonnummer ist bereits ein zweiter Schritt Ihres Kontos.`)
};

const fr_field_rule_phone_in_use = /** @type {(inputs: Field_Rule_Phone_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce numéro est déjà une deuxième étape de votre compte.`)
};

const nl_field_rule_phone_in_use = /** @type {(inputs: Field_Rule_Phone_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit telefoonnummer is al een tweede stap van uw account.`)
};

const es_field_rule_phone_in_use = /** @type {(inputs: Field_Rule_Phone_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este número ya es un segundo paso de su cuenta.`)
};

const en_xa2_field_rule_phone_in_use = /** @type {(inputs: Field_Rule_Phone_In_UseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš þĥöñé ñüɱƀéŕ íš áļŕéáðý á šéçöñð šţéþ öƒ ýöüŕ áççöüñţ. one two three four]`)
};

/**
* | output |
* | --- |
* | "This phone number is already a second step of your account." |
*
* @param {Field_Rule_Phone_In_UseInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_phone_in_use = /** @type {((inputs?: Field_Rule_Phone_In_UseInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Phone_In_UseInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_phone_in_use(inputs)
	if (locale === "fr") return fr_field_rule_phone_in_use(inputs)
	if (locale === "nl") return nl_field_rule_phone_in_use(inputs)
	if (locale === "es") return es_field_rule_phone_in_use(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_phone_in_use(inputs)
	return en_field_rule_phone_in_use(inputs)
});