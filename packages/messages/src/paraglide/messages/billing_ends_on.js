/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Billing_Ends_OnInputs */

const en_billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ends on ${i?.date}`)
};

const de_billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Endet am ${i?.date}`)
};

const fr_billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se termine le ${i?.date}`)
};

const nl_billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Eindigt op ${i?.date}`)
};

const es_billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Termina el ${i?.date}`)
};

const en_xa2_billing_ends_on = /** @type {(inputs: Billing_Ends_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éñðš öñ ${i?.date} on]`)
};

/**
* | output |
* | --- |
* | "Ends on {date}" |
*
* @param {Billing_Ends_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_ends_on = /** @type {((inputs: Billing_Ends_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Ends_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_ends_on(inputs)
	if (locale === "fr") return fr_billing_ends_on(inputs)
	if (locale === "nl") return nl_billing_ends_on(inputs)
	if (locale === "es") return es_billing_ends_on(inputs)
	if (locale === "en-XA") return en_xa2_billing_ends_on(inputs)
	return en_billing_ends_on(inputs)
});