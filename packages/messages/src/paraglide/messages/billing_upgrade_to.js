/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ plan: NonNullable<unknown> }} Billing_Upgrade_ToInputs */

const en_billing_upgrade_to = /** @type {(inputs: Billing_Upgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upgrade to ${i?.plan}`)
};

const de_billing_upgrade_to = /** @type {(inputs: Billing_Upgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auf ${i?.plan} upgraden`)
};

const fr_billing_upgrade_to = /** @type {(inputs: Billing_Upgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Passer à ${i?.plan}`)
};

const nl_billing_upgrade_to = /** @type {(inputs: Billing_Upgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Upgraden naar ${i?.plan}`)
};

const es_billing_upgrade_to = /** @type {(inputs: Billing_Upgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Mejorar a ${i?.plan}`)
};

const en_xa2_billing_upgrade_to = /** @type {(inputs: Billing_Upgrade_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ûþĝŕáðé ţö ${i?.plan} one]`)
};

/**
* | output |
* | --- |
* | "Upgrade to {plan}" |
*
* @param {Billing_Upgrade_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_upgrade_to = /** @type {((inputs: Billing_Upgrade_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Upgrade_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_upgrade_to(inputs)
	if (locale === "fr") return fr_billing_upgrade_to(inputs)
	if (locale === "nl") return nl_billing_upgrade_to(inputs)
	if (locale === "es") return es_billing_upgrade_to(inputs)
	if (locale === "en-XA") return en_xa2_billing_upgrade_to(inputs)
	return en_billing_upgrade_to(inputs)
});