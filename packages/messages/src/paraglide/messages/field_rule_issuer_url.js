/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Issuer_UrlInputs */

const en_field_rule_issuer_url = /** @type {(inputs: Field_Rule_Issuer_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the issuer’s https:// address, like https://login.example.com.`)
};

const de_field_rule_issuer_url = /** @type {(inputs: Field_Rule_Issuer_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie die https://-Adresse des Ausstellers ein, zum Beispiel https://login.example.com.`)
};

const fr_field_rule_issuer_url = /** @type {(inputs: Field_Rule_Issuer_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez l’adresse https:// de l’émetteur, par exemple https://login.example.com.`)
};

const nl_field_rule_issuer_url = /** @type {(inputs: Field_Rule_Issuer_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer het https://-adres van de uitgever in, bijvoorbeeld https://login.example.com.`)
};

const es_field_rule_issuer_url = /** @type {(inputs: Field_Rule_Issuer_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca la dirección https:// del emisor, por ejemplo https://login.example.com.`)
};

const en_xa2_field_rule_issuer_url = /** @type {(inputs: Field_Rule_Issuer_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ ţĥé íššüéŕ’š ĥţţþš:// áððŕéšš, ļíķé ĥţţþš://ļöĝíñ.éẋáɱþļé.çöɱ. one two three four fi]`)
};

/**
* | output |
* | --- |
* | "Enter the issuer’s https:// address, like https://login.example.com." |
*
* @param {Field_Rule_Issuer_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_issuer_url = /** @type {((inputs?: Field_Rule_Issuer_UrlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Issuer_UrlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_issuer_url(inputs)
	if (locale === "fr") return fr_field_rule_issuer_url(inputs)
	if (locale === "nl") return nl_field_rule_issuer_url(inputs)
	if (locale === "es") return es_field_rule_issuer_url(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_issuer_url(inputs)
	return en_field_rule_issuer_url(inputs)
});