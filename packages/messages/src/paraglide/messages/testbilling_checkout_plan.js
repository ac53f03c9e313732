/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Testbilling_Checkout_PlanInputs */

const en_testbilling_checkout_plan = /** @type {(inputs: Testbilling_Checkout_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} plan.`)
};

const de_testbilling_checkout_plan = /** @type {(inputs: Testbilling_Checkout_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif ${i?.plan}.`)
};

const fr_testbilling_checkout_plan = /** @type {(inputs: Testbilling_Checkout_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offre ${i?.plan}.`)
};

const nl_testbilling_checkout_plan = /** @type {(inputs: Testbilling_Checkout_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement ${i?.plan}.`)
};

const es_testbilling_checkout_plan = /** @type {(inputs: Testbilling_Checkout_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan ${i?.plan}.`)
};

const en_xa2_testbilling_checkout_plan = /** @type {(inputs: Testbilling_Checkout_PlanInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} þļáñ. o]`)
};

/**
* | output |
* | --- |
* | "{plan} plan." |
*
* @param {Testbilling_Checkout_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_checkout_plan = /** @type {((inputs: Testbilling_Checkout_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_Checkout_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_checkout_plan(inputs)
	if (locale === "fr") return fr_testbilling_checkout_plan(inputs)
	if (locale === "nl") return nl_testbilling_checkout_plan(inputs)
	if (locale === "es") return es_testbilling_checkout_plan(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_checkout_plan(inputs)
	return en_testbilling_checkout_plan(inputs)
});