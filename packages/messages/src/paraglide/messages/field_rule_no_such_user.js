/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_No_Such_UserInputs */

const en_field_rule_no_such_user = /** @type {(inputs: Field_Rule_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such user.`)
};

const de_field_rule_no_such_user = /** @type {(inputs: Field_Rule_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diesen Benutzer gibt es nicht.`)
};

const fr_field_rule_no_such_user = /** @type {(inputs: Field_Rule_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cet utilisateur n’existe pas.`)
};

const nl_field_rule_no_such_user = /** @type {(inputs: Field_Rule_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze gebruiker bestaat niet.`)
};

const es_field_rule_no_such_user = /** @type {(inputs: Field_Rule_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe ese usuario.`)
};

const en_xa2_field_rule_no_such_user = /** @type {(inputs: Field_Rule_No_Such_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö šüçĥ üšéŕ. one t]`)
};

/**
* | output |
* | --- |
* | "There is no such user." |
*
* @param {Field_Rule_No_Such_UserInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_no_such_user = /** @type {((inputs?: Field_Rule_No_Such_UserInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_No_Such_UserInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_no_such_user(inputs)
	if (locale === "fr") return fr_field_rule_no_such_user(inputs)
	if (locale === "nl") return nl_field_rule_no_such_user(inputs)
	if (locale === "es") return es_field_rule_no_such_user(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_no_such_user(inputs)
	return en_field_rule_no_such_user(inputs)
});