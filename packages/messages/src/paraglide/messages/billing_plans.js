/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_PlansInputs */

const en_billing_plans = /** @type {(inputs: Billing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plans`)
};

const de_billing_plans = /** @type {(inputs: Billing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarife`)
};

const fr_billing_plans = /** @type {(inputs: Billing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offres`)
};

const nl_billing_plans = /** @type {(inputs: Billing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnementen`)
};

const es_billing_plans = /** @type {(inputs: Billing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Planes`)
};

const en_xa2_billing_plans = /** @type {(inputs: Billing_PlansInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñš ]`)
};

/**
* | output |
* | --- |
* | "Plans" |
*
* @param {Billing_PlansInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_plans = /** @type {((inputs?: Billing_PlansInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_PlansInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_plans(inputs)
	if (locale === "fr") return fr_billing_plans(inputs)
	if (locale === "nl") return nl_billing_plans(inputs)
	if (locale === "es") return es_billing_plans(inputs)
	if (locale === "en-XA") return en_xa2_billing_plans(inputs)
	return en_billing_plans(inputs)
});