/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Testbilling_CheckoutInputs */

const en_testbilling_checkout = /** @type {(inputs: Testbilling_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test checkout`)
};

const de_testbilling_checkout = /** @type {(inputs: Testbilling_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test-Kasse`)
};

const fr_testbilling_checkout = /** @type {(inputs: Testbilling_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement de test`)
};

const nl_testbilling_checkout = /** @type {(inputs: Testbilling_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testafrekening`)
};

const es_testbilling_checkout = /** @type {(inputs: Testbilling_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago de prueba`)
};

const en_xa2_testbilling_checkout = /** @type {(inputs: Testbilling_CheckoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéšţ çĥéçķöüţ on]`)
};

/**
* | output |
* | --- |
* | "Test checkout" |
*
* @param {Testbilling_CheckoutInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_checkout = /** @type {((inputs?: Testbilling_CheckoutInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_CheckoutInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_checkout(inputs)
	if (locale === "fr") return fr_testbilling_checkout(inputs)
	if (locale === "nl") return nl_testbilling_checkout(inputs)
	if (locale === "es") return es_testbilling_checkout(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_checkout(inputs)
	return en_testbilling_checkout(inputs)
});