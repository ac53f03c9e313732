/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Billing_Per_MonthInputs */

const en_billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / month`)
};

const de_billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / Monat`)
};

const fr_billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / mois`)
};

const nl_billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / maand`)
};

const es_billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount} / mes`)
};

const en_xa2_billing_per_month = /** @type {(inputs: Billing_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.amount} / ɱöñţĥ one]`)
};

/**
* | output |
* | --- |
* | "{amount} / month" |
*
* @param {Billing_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_per_month = /** @type {((inputs: Billing_Per_MonthInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Per_MonthInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_per_month(inputs)
	if (locale === "fr") return fr_billing_per_month(inputs)
	if (locale === "nl") return nl_billing_per_month(inputs)
	if (locale === "es") return es_billing_per_month(inputs)
	if (locale === "en-XA") return en_xa2_billing_per_month(inputs)
	return en_billing_per_month(inputs)
});