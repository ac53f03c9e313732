/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Billing_Renews_OnInputs */

const en_billing_renews_on = /** @type {(inputs: Billing_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Renews on ${i?.date}`)
};

const de_billing_renews_on = /** @type {(inputs: Billing_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlängert sich am ${i?.date}`)
};

const fr_billing_renews_on = /** @type {(inputs: Billing_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se renouvelle le ${i?.date}`)
};

const nl_billing_renews_on = /** @type {(inputs: Billing_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wordt verlengd op ${i?.date}`)
};

const es_billing_renews_on = /** @type {(inputs: Billing_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Se renueva el ${i?.date}`)
};

const en_xa2_billing_renews_on = /** @type {(inputs: Billing_Renews_OnInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéñéŵš öñ ${i?.date} one]`)
};

/**
* | output |
* | --- |
* | "Renews on {date}" |
*
* @param {Billing_Renews_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_renews_on = /** @type {((inputs: Billing_Renews_OnInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_Renews_OnInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_renews_on(inputs)
	if (locale === "fr") return fr_billing_renews_on(inputs)
	if (locale === "nl") return nl_billing_renews_on(inputs)
	if (locale === "es") return es_billing_renews_on(inputs)
	if (locale === "en-XA") return en_xa2_billing_renews_on(inputs)
	return en_billing_renews_on(inputs)
});