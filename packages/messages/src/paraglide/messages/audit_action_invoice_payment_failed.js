/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Invoice_Payment_FailedInputs */

const en_audit_action_invoice_payment_failed = /** @type {(inputs: Audit_Action_Invoice_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment failed`)
};

const de_audit_action_invoice_payment_failed = /** @type {(inputs: Audit_Action_Invoice_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlung fehlgeschlagen`)
};

const fr_audit_action_invoice_payment_failed = /** @type {(inputs: Audit_Action_Invoice_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec du paiement`)
};

const nl_audit_action_invoice_payment_failed = /** @type {(inputs: Audit_Action_Invoice_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Betaling mislukt`)
};

const es_audit_action_invoice_payment_failed = /** @type {(inputs: Audit_Action_Invoice_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago fallido`)
};

const en_xa2_audit_action_invoice_payment_failed = /** @type {(inputs: Audit_Action_Invoice_Payment_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þáýɱéñţ ƒáíļéð on]`)
};

/**
* | output |
* | --- |
* | "Payment failed" |
*
* @param {Audit_Action_Invoice_Payment_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_invoice_payment_failed = /** @type {((inputs?: Audit_Action_Invoice_Payment_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Invoice_Payment_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_invoice_payment_failed(inputs)
	if (locale === "fr") return fr_audit_action_invoice_payment_failed(inputs)
	if (locale === "nl") return nl_audit_action_invoice_payment_failed(inputs)
	if (locale === "es") return es_audit_action_invoice_payment_failed(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_invoice_payment_failed(inputs)
	return en_audit_action_invoice_payment_failed(inputs)
});