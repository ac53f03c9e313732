/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Weak_PasswordInputs */

const en_field_rule_weak_password = /** @type {(inputs: Field_Rule_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use at least 8 characters.`)
};

const de_field_rule_weak_password = /** @type {(inputs: Field_Rule_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie mindestens 8 Zeichen.`)
};

const fr_field_rule_weak_password = /** @type {(inputs: Field_Rule_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez au moins 8 caractères.`)
};

const nl_field_rule_weak_password = /** @type {(inputs: Field_Rule_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik minstens 8 tekens.`)
};

const es_field_rule_weak_password = /** @type {(inputs: Field_Rule_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use al menos 8 caracteres.`)
};

const en_xa2_field_rule_weak_password = /** @type {(inputs: Field_Rule_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé áţ ļéášţ 8 çĥáŕáçţéŕš. one tw]`)
};

/**
* | output |
* | --- |
* | "Use at least 8 characters." |
*
* @param {Field_Rule_Weak_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_weak_password = /** @type {((inputs?: Field_Rule_Weak_PasswordInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Weak_PasswordInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_weak_password(inputs)
	if (locale === "fr") return fr_field_rule_weak_password(inputs)
	if (locale === "nl") return nl_field_rule_weak_password(inputs)
	if (locale === "es") return es_field_rule_weak_password(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_weak_password(inputs)
	return en_field_rule_weak_password(inputs)
});