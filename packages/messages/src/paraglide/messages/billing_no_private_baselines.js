/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_No_Private_BaselinesInputs */

const en_billing_no_private_baselines = /** @type {(inputs: Billing_No_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No private baselines`)
};

const de_billing_no_private_baselines = /** @type {(inputs: Billing_No_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine privaten Baselines`)
};

const fr_billing_no_private_baselines = /** @type {(inputs: Billing_No_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun référentiel privé`)
};

const nl_billing_no_private_baselines = /** @type {(inputs: Billing_No_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen privébaselines`)
};

const es_billing_no_private_baselines = /** @type {(inputs: Billing_No_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin líneas base privadas`)
};

const en_xa2_billing_no_private_baselines = /** @type {(inputs: Billing_No_Private_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö þŕíṽáţé ƀášéļíñéš one ]`)
};

/**
* | output |
* | --- |
* | "No private baselines" |
*
* @param {Billing_No_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_no_private_baselines = /** @type {((inputs?: Billing_No_Private_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_Private_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_no_private_baselines(inputs)
	if (locale === "fr") return fr_billing_no_private_baselines(inputs)
	if (locale === "nl") return nl_billing_no_private_baselines(inputs)
	if (locale === "es") return es_billing_no_private_baselines(inputs)
	if (locale === "en-XA") return en_xa2_billing_no_private_baselines(inputs)
	return en_billing_no_private_baselines(inputs)
});