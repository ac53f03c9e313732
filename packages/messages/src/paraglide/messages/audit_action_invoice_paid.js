/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Invoice_PaidInputs */

const en_audit_action_invoice_paid = /** @type {(inputs: Audit_Action_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invoice paid`)
};

const de_audit_action_invoice_paid = /** @type {(inputs: Audit_Action_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechnung bezahlt`)
};

const fr_audit_action_invoice_paid = /** @type {(inputs: Audit_Action_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Facture payée`)
};

const nl_audit_action_invoice_paid = /** @type {(inputs: Audit_Action_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factuur betaald`)
};

const es_audit_action_invoice_paid = /** @type {(inputs: Audit_Action_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Factura pagada`)
};

const en_xa2_audit_action_invoice_paid = /** @type {(inputs: Audit_Action_Invoice_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îñṽöíçé þáíð o]`)
};

/**
* | output |
* | --- |
* | "Invoice paid" |
*
* @param {Audit_Action_Invoice_PaidInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_invoice_paid = /** @type {((inputs?: Audit_Action_Invoice_PaidInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Invoice_PaidInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_invoice_paid(inputs)
	if (locale === "fr") return fr_audit_action_invoice_paid(inputs)
	if (locale === "nl") return nl_audit_action_invoice_paid(inputs)
	if (locale === "es") return es_audit_action_invoice_paid(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_invoice_paid(inputs)
	return en_audit_action_invoice_paid(inputs)
});