/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Billing_No_PaymentInputs */

const en_billing_no_payment = /** @type {(inputs: Billing_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No payment needed`)
};

const de_billing_no_payment = /** @type {(inputs: Billing_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Zahlung nötig`)
};

const fr_billing_no_payment = /** @type {(inputs: Billing_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun paiement requis`)
};

const nl_billing_no_payment = /** @type {(inputs: Billing_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen betaling nodig`)
};

const es_billing_no_payment = /** @type {(inputs: Billing_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se necesita pago`)
};

const en_xa2_billing_no_payment = /** @type {(inputs: Billing_No_PaymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö þáýɱéñţ ñééðéð one]`)
};

/**
* | output |
* | --- |
* | "No payment needed" |
*
* @param {Billing_No_PaymentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_no_payment = /** @type {((inputs?: Billing_No_PaymentInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Billing_No_PaymentInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_billing_no_payment(inputs)
	if (locale === "fr") return fr_billing_no_payment(inputs)
	if (locale === "nl") return nl_billing_no_payment(inputs)
	if (locale === "es") return es_billing_no_payment(inputs)
	if (locale === "en-XA") return en_xa2_billing_no_payment(inputs)
	return en_billing_no_payment(inputs)
});