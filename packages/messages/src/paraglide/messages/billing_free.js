/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_FreeInputs */

const en_billing_free = /** @type {(inputs: Billing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Free`)
};

const de_billing_free = /** @type {(inputs: Billing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kostenlos`)
};

const fr_billing_free = /** @type {(inputs: Billing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratuit`)
};

const nl_billing_free = /** @type {(inputs: Billing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

const es_billing_free = /** @type {(inputs: Billing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gratis`)
};

const en_xa2_billing_free = /** @type {(inputs: Billing_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕéé ]`)
};

/**
* | output |
* | --- |
* | "Free" |
*
* @param {Billing_FreeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_free = /** @type {((inputs?: Billing_FreeInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_FreeInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_free(inputs)
	if (locale === "fr") return fr_billing_free(inputs)
	if (locale === "nl") return nl_billing_free(inputs)
	if (locale === "es") return es_billing_free(inputs)
	if (locale === "en-XA") return en_xa2_billing_free(inputs)
	return en_billing_free(inputs)
});