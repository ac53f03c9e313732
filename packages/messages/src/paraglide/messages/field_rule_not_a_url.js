/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Not_A_UrlInputs */

const en_field_rule_not_a_url = /** @type {(inputs: Field_Rule_Not_A_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a web address.`)
};

const de_field_rule_not_a_url = /** @type {(inputs: Field_Rule_Not_A_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine Webadresse ein.`)
};

const fr_field_rule_not_a_url = /** @type {(inputs: Field_Rule_Not_A_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse web.`)
};

const nl_field_rule_not_a_url = /** @type {(inputs: Field_Rule_Not_A_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een webadres in.`)
};

const es_field_rule_not_a_url = /** @type {(inputs: Field_Rule_Not_A_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una dirección web.`)
};

const en_xa2_field_rule_not_a_url = /** @type {(inputs: Field_Rule_Not_A_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ á ŵéƀ áððŕéšš. one ]`)
};

/**
* | output |
* | --- |
* | "Enter a web address." |
*
* @param {Field_Rule_Not_A_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_not_a_url = /** @type {((inputs?: Field_Rule_Not_A_UrlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Not_A_UrlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_not_a_url(inputs)
	if (locale === "fr") return fr_field_rule_not_a_url(inputs)
	if (locale === "nl") return nl_field_rule_not_a_url(inputs)
	if (locale === "es") return es_field_rule_not_a_url(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_not_a_url(inputs)
	return en_field_rule_not_a_url(inputs)
});