/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Domain_NameInputs */

const en_field_rule_domain_name = /** @type {(inputs: Field_Rule_Domain_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a domain like example.com.`)
};

const de_field_rule_domain_name = /** @type {(inputs: Field_Rule_Domain_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine Domain wie example.com ein.`)
};

const fr_field_rule_domain_name = /** @type {(inputs: Field_Rule_Domain_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez un domaine comme example.com.`)
};

const nl_field_rule_domain_name = /** @type {(inputs: Field_Rule_Domain_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een domein in zoals example.com.`)
};

const es_field_rule_domain_name = /** @type {(inputs: Field_Rule_Domain_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca un dominio como example.com.`)
};

const en_xa2_field_rule_domain_name = /** @type {(inputs: Field_Rule_Domain_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ðöɱáíñ ļíķé éẋáɱþļé.çöɱ. one two ]`)
};

/**
* | output |
* | --- |
* | "Enter a domain like example.com." |
*
* @param {Field_Rule_Domain_NameInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_domain_name = /** @type {((inputs?: Field_Rule_Domain_NameInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Domain_NameInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_domain_name(inputs)
	if (locale === "fr") return fr_field_rule_domain_name(inputs)
	if (locale === "nl") return nl_field_rule_domain_name(inputs)
	if (locale === "es") return es_field_rule_domain_name(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_domain_name(inputs)
	return en_field_rule_domain_name(inputs)
});