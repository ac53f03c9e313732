/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown>, price: NonNullable<unknown> }} Testbilling_Checkout_Plan_PriceInputs */

const en_testbilling_checkout_plan_price = /** @type {(inputs: Testbilling_Checkout_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.plan} plan, ${i?.price}.`)
};

const de_testbilling_checkout_plan_price = /** @type {(inputs: Testbilling_Checkout_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tarif ${i?.plan}, ${i?.price}.`)
};

const fr_testbilling_checkout_plan_price = /** @type {(inputs: Testbilling_Checkout_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Offre ${i?.plan}, ${i?.price}.`)
};

const nl_testbilling_checkout_plan_price = /** @type {(inputs: Testbilling_Checkout_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abonnement ${i?.plan}, ${i?.price}.`)
};

const es_testbilling_checkout_plan_price = /** @type {(inputs: Testbilling_Checkout_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Plan ${i?.plan}, ${i?.price}.`)
};

const en_xa2_testbilling_checkout_plan_price = /** @type {(inputs: Testbilling_Checkout_Plan_PriceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.plan} þļáñ, ${i?.price}. one ]`)
};

/**
* | output |
* | --- |
* | "{plan} plan, {price}." |
*
* @param {Testbilling_Checkout_Plan_PriceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const testbilling_checkout_plan_price = /** @type {((inputs: Testbilling_Checkout_Plan_PriceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Testbilling_Checkout_Plan_PriceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_testbilling_checkout_plan_price(inputs)
	if (locale === "fr") return fr_testbilling_checkout_plan_price(inputs)
	if (locale === "nl") return nl_testbilling_checkout_plan_price(inputs)
	if (locale === "es") return es_testbilling_checkout_plan_price(inputs)
	if (locale === "en-XA") return en_xa2_testbilling_checkout_plan_price(inputs)
	return en_testbilling_checkout_plan_price(inputs)
});