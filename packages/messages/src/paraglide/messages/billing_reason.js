/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Billing_ReasonInputs */

const en_billing_reason = /** @type {(inputs: Billing_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reason: ${i?.reason}`)
};

const de_billing_reason = /** @type {(inputs: Billing_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Grund: ${i?.reason}`)
};

const fr_billing_reason = /** @type {(inputs: Billing_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motif : ${i?.reason}`)
};

const nl_billing_reason = /** @type {(inputs: Billing_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Reden: ${i?.reason}`)
};

const es_billing_reason = /** @type {(inputs: Billing_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Motivo: ${i?.reason}`)
};

const en_xa2_billing_reason = /** @type {(inputs: Billing_ReasonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕéášöñ: ${i?.reason} one]`)
};

/**
* | output |
* | --- |
* | "Reason: {reason}" |
*
* @param {Billing_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_reason = /** @type {((inputs: Billing_ReasonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_ReasonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_reason(inputs)
	if (locale === "fr") return fr_billing_reason(inputs)
	if (locale === "nl") return nl_billing_reason(inputs)
	if (locale === "es") return es_billing_reason(inputs)
	if (locale === "en-XA") return en_xa2_billing_reason(inputs)
	return en_billing_reason(inputs)
});