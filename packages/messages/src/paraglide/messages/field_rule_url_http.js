/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Url_HttpInputs */

const en_field_rule_url_http = /** @type {(inputs: Field_Rule_Url_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use an http or https address.`)
};

const de_field_rule_url_http = /** @type {(inputs: Field_Rule_Url_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verwenden Sie eine http- oder https-Adresse.`)
};

const fr_field_rule_url_http = /** @type {(inputs: Field_Rule_Url_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Utilisez une adresse http ou https.`)
};

const nl_field_rule_url_http = /** @type {(inputs: Field_Rule_Url_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gebruik een http- of https-adres.`)
};

const es_field_rule_url_http = /** @type {(inputs: Field_Rule_Url_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Use una dirección http o https.`)
};

const en_xa2_field_rule_url_http = /** @type {(inputs: Field_Rule_Url_HttpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûšé áñ ĥţţþ öŕ ĥţţþš áððŕéšš. one two]`)
};

/**
* | output |
* | --- |
* | "Use an http or https address." |
*
* @param {Field_Rule_Url_HttpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_url_http = /** @type {((inputs?: Field_Rule_Url_HttpInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Url_HttpInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_url_http(inputs)
	if (locale === "fr") return fr_field_rule_url_http(inputs)
	if (locale === "nl") return nl_field_rule_url_http(inputs)
	if (locale === "es") return es_field_rule_url_http(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_url_http(inputs)
	return en_field_rule_url_http(inputs)
});