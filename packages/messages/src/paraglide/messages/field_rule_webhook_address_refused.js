/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Field_Rule_Webhook_Address_RefusedInputs */

const en_field_rule_webhook_address_refused = /** @type {(inputs: Field_Rule_Webhook_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address is in a private network; use a public address.`)
};

const de_field_rule_webhook_address_refused = /** @type {(inputs: Field_Rule_Webhook_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Adresse liegt in einem privaten Netz; verwenden Sie eine öffentliche Adresse.`)
};

const fr_field_rule_webhook_address_refused = /** @type {(inputs: Field_Rule_Webhook_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cette adresse appartient à un réseau privé ; utilisez une adresse publique.`)
};

const nl_field_rule_webhook_address_refused = /** @type {(inputs: Field_Rule_Webhook_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dit adres ligt in een privénetwerk; gebruik een openbaar adres.`)
};

const es_field_rule_webhook_address_refused = /** @type {(inputs: Field_Rule_Webhook_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta dirección pertenece a una red privada; use una dirección pública.`)
};

const en_xa2_field_rule_webhook_address_refused = /** @type {(inputs: Field_Rule_Webhook_Address_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥíš áððŕéšš íš íñ á þŕíṽáţé ñéţŵöŕķ; üšé á þüƀļíç áððŕéšš. one two three four]`)
};

/**
* | output |
* | --- |
* | "This address is in a private network; use a public address." |
*
* @param {Field_Rule_Webhook_Address_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_webhook_address_refused = /** @type {((inputs?: Field_Rule_Webhook_Address_RefusedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Field_Rule_Webhook_Address_RefusedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_field_rule_webhook_address_refused(inputs)
	if (locale === "fr") return fr_field_rule_webhook_address_refused(inputs)
	if (locale === "nl") return nl_field_rule_webhook_address_refused(inputs)
	if (locale === "es") return es_field_rule_webhook_address_refused(inputs)
	if (locale === "en-XA") return en_xa2_field_rule_webhook_address_refused(inputs)
	return en_field_rule_webhook_address_refused(inputs)
});