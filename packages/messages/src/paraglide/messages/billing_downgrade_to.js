/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Downgrade_ToInputs */

const en_billing_downgrade_to = /** @type {(inputs: Billing_Downgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Downgrade to ${i?.plan}`)
};

const de_billing_downgrade_to = /** @type {(inputs: Billing_Downgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf ${i?.plan} downgraden`)
};

const fr_billing_downgrade_to = /** @type {(inputs: Billing_Downgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rétrograder à ${i?.plan}`)
};

const nl_billing_downgrade_to = /** @type {(inputs: Billing_Downgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Downgraden naar ${i?.plan}`)
};

const es_billing_downgrade_to = /** @type {(inputs: Billing_Downgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bajar a ${i?.plan}`)
};

const en_xa2_billing_downgrade_to = /** @type {(inputs: Billing_Downgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðöŵñĝŕáðé ţö ${i?.plan} one ]`)
};

/**
* | output |
* | --- |
* | "Downgrade to {plan}" |
*
* @param {Billing_Downgrade_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_downgrade_to = /** @type {((inputs: Billing_Downgrade_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Downgrade_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_downgrade_to(inputs)
	if (locale === "fr") return fr_billing_downgrade_to(inputs)
	if (locale === "nl") return nl_billing_downgrade_to(inputs)
	if (locale === "es") return es_billing_downgrade_to(inputs)
	if (locale === "en-XA") return en_xa2_billing_downgrade_to(inputs)
	return en_billing_downgrade_to(inputs)
});