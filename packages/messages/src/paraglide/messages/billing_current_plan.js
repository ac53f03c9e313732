/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Current_PlanInputs */

const en_billing_current_plan = /** @type {(inputs: Billing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Current plan`)
};

const de_billing_current_plan = /** @type {(inputs: Billing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktueller Tarif`)
};

const fr_billing_current_plan = /** @type {(inputs: Billing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offre actuelle`)
};

const nl_billing_current_plan = /** @type {(inputs: Billing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Huidig abonnement`)
};

const es_billing_current_plan = /** @type {(inputs: Billing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan actual`)
};

const en_xa2_billing_current_plan = /** @type {(inputs: Billing_Current_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çüŕŕéñţ þļáñ o]`)
};

/**
* | output |
* | --- |
* | "Current plan" |
*
* @param {Billing_Current_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_current_plan = /** @type {((inputs?: Billing_Current_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Current_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_current_plan(inputs)
	if (locale === "fr") return fr_billing_current_plan(inputs)
	if (locale === "nl") return nl_billing_current_plan(inputs)
	if (locale === "es") return es_billing_current_plan(inputs)
	if (locale === "en-XA") return en_xa2_billing_current_plan(inputs)
	return en_billing_current_plan(inputs)
});