/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Webhook_UrlInputs */

const en_field_rule_webhook_url = /** @type {(inputs: Field_Rule_Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an https:// address, like https://hooks.example.com/assay.`)
};

const de_field_rule_webhook_url = /** @type {(inputs: Field_Rule_Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geben Sie eine https://-Adresse ein, zum Beispiel https://hooks.example.com/assay.`)
};

const fr_field_rule_webhook_url = /** @type {(inputs: Field_Rule_Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Saisissez une adresse https://, par exemple https://hooks.example.com/assay.`)
};

const nl_field_rule_webhook_url = /** @type {(inputs: Field_Rule_Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voer een https://-adres in, bijvoorbeeld https://hooks.example.com/assay.`)
};

const es_field_rule_webhook_url = /** @type {(inputs: Field_Rule_Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca una dirección https://, por ejemplo https://hooks.example.com/assay.`)
};

const en_xa2_field_rule_webhook_url = /** @type {(inputs: Field_Rule_Webhook_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éñţéŕ áñ ĥţţþš:// áððŕéšš, ļíķé ĥţţþš://ĥööķš.éẋáɱþļé.çöɱ/áššáý. one two three four ]`)
};

/**
* | output |
* | --- |
* | "Enter an https:// address, like https://hooks.example.com/assay." |
*
* @param {Field_Rule_Webhook_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_webhook_url = /** @type {((inputs?: Field_Rule_Webhook_UrlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Webhook_UrlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_webhook_url(inputs)
	if (locale === "fr") return fr_field_rule_webhook_url(inputs)
	if (locale === "nl") return nl_field_rule_webhook_url(inputs)
	if (locale === "es") return es_field_rule_webhook_url(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_webhook_url(inputs)
	return en_field_rule_webhook_url(inputs)
});