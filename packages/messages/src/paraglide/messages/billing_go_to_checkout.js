/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Go_To_CheckoutInputs */

const en_billing_go_to_checkout = /** @type {(inputs: Billing_Go_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Go to checkout`)
};

const de_billing_go_to_checkout = /** @type {(inputs: Billing_Go_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zur Kasse`)
};

const fr_billing_go_to_checkout = /** @type {(inputs: Billing_Go_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Passer au paiement`)
};

const nl_billing_go_to_checkout = /** @type {(inputs: Billing_Go_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Naar afrekenen`)
};

const es_billing_go_to_checkout = /** @type {(inputs: Billing_Go_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ir al pago`)
};

const en_xa2_billing_go_to_checkout = /** @type {(inputs: Billing_Go_To_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝö ţö çĥéçķöüţ on]`)
};

/**
* | output |
* | --- |
* | "Go to checkout" |
*
* @param {Billing_Go_To_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_go_to_checkout = /** @type {((inputs?: Billing_Go_To_CheckoutInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Go_To_CheckoutInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_go_to_checkout(inputs)
	if (locale === "fr") return fr_billing_go_to_checkout(inputs)
	if (locale === "nl") return nl_billing_go_to_checkout(inputs)
	if (locale === "es") return es_billing_go_to_checkout(inputs)
	if (locale === "en-XA") return en_xa2_billing_go_to_checkout(inputs)
	return en_billing_go_to_checkout(inputs)
});