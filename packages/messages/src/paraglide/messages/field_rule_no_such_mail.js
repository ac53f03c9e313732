/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_No_Such_MailInputs */

const en_field_rule_no_such_mail = /** @type {(inputs: Field_Rule_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such mail.`)
};

const de_field_rule_no_such_mail = /** @type {(inputs: Field_Rule_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese E-Mail gibt es nicht.`)
};

const fr_field_rule_no_such_mail = /** @type {(inputs: Field_Rule_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ce message n’existe pas.`)
};

const nl_field_rule_no_such_mail = /** @type {(inputs: Field_Rule_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deze e-mail bestaat niet.`)
};

const es_field_rule_no_such_mail = /** @type {(inputs: Field_Rule_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No existe ese correo.`)
};

const en_xa2_field_rule_no_such_mail = /** @type {(inputs: Field_Rule_No_Such_MailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥéŕé íš ñö šüçĥ ɱáíļ. one t]`)
};

/**
* | output |
* | --- |
* | "There is no such mail." |
*
* @param {Field_Rule_No_Such_MailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_no_such_mail = /** @type {((inputs?: Field_Rule_No_Such_MailInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_No_Such_MailInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_no_such_mail(inputs)
	if (locale === "fr") return fr_field_rule_no_such_mail(inputs)
	if (locale === "nl") return nl_field_rule_no_such_mail(inputs)
	if (locale === "es") return es_field_rule_no_such_mail(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_no_such_mail(inputs)
	return en_field_rule_no_such_mail(inputs)
});