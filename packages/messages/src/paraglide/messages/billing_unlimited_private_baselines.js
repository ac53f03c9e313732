/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_Unlimited_Private_BaselinesInputs */

const en_billing_unlimited_private_baselines = /** @type {(inputs: Billing_Unlimited_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unlimited private baselines`)
};

const de_billing_unlimited_private_baselines = /** @type {(inputs: Billing_Unlimited_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unbegrenzt private Baselines`)
};

const fr_billing_unlimited_private_baselines = /** @type {(inputs: Billing_Unlimited_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiels privés illimités`)
};

const nl_billing_unlimited_private_baselines = /** @type {(inputs: Billing_Unlimited_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Onbeperkt privébaselines`)
};

const es_billing_unlimited_private_baselines = /** @type {(inputs: Billing_Unlimited_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas base privadas ilimitadas`)
};

const en_xa2_billing_unlimited_private_baselines = /** @type {(inputs: Billing_Unlimited_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñļíɱíţéð þŕíṽáţé ƀášéļíñéš one tw]`)
};

/**
* | output |
* | --- |
* | "Unlimited private baselines" |
*
* @param {Billing_Unlimited_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_unlimited_private_baselines = /** @type {((inputs?: Billing_Unlimited_Private_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Unlimited_Private_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_unlimited_private_baselines(inputs)
	if (locale === "fr") return fr_billing_unlimited_private_baselines(inputs)
	if (locale === "nl") return nl_billing_unlimited_private_baselines(inputs)
	if (locale === "es") return es_billing_unlimited_private_baselines(inputs)
	if (locale === "en-XA") return en_xa2_billing_unlimited_private_baselines(inputs)
	return en_billing_unlimited_private_baselines(inputs)
});