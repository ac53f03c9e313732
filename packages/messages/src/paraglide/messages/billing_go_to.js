/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Go_ToInputs */

const en_billing_go_to = /** @type {(inputs: Billing_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to billing`)
};

const de_billing_go_to = /** @type {(inputs: Billing_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Abrechnung`)
};

const fr_billing_go_to = /** @type {(inputs: Billing_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aller à la facturation`)
};

const nl_billing_go_to = /** @type {(inputs: Billing_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar facturering`)
};

const es_billing_go_to = /** @type {(inputs: Billing_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir a facturación`)
};

const en_xa2_billing_go_to = /** @type {(inputs: Billing_Go_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝö ţö ƀíļļíñĝ on]`)
};

/**
* | output |
* | --- |
* | "Go to billing" |
*
* @param {Billing_Go_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_go_to = /** @type {((inputs?: Billing_Go_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Go_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_go_to(inputs)
	if (locale === "fr") return fr_billing_go_to(inputs)
	if (locale === "nl") return nl_billing_go_to(inputs)
	if (locale === "es") return es_billing_go_to(inputs)
	if (locale === "en-XA") return en_xa2_billing_go_to(inputs)
	return en_billing_go_to(inputs)
});