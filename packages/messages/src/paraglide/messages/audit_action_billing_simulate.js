/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Billing_SimulateInputs */

const en_audit_action_billing_simulate = /** @type {(inputs: Audit_Action_Billing_SimulateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Test payment`)
};

const de_audit_action_billing_simulate = /** @type {(inputs: Audit_Action_Billing_SimulateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testzahlung`)
};

const fr_audit_action_billing_simulate = /** @type {(inputs: Audit_Action_Billing_SimulateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paiement de test`)
};

const nl_audit_action_billing_simulate = /** @type {(inputs: Audit_Action_Billing_SimulateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Testbetaling`)
};

const es_audit_action_billing_simulate = /** @type {(inputs: Audit_Action_Billing_SimulateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pago de prueba`)
};

const en_xa2_audit_action_billing_simulate = /** @type {(inputs: Audit_Action_Billing_SimulateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéšţ þáýɱéñţ o]`)
};

/**
* | output |
* | --- |
* | "Test payment" |
*
* @param {Audit_Action_Billing_SimulateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_billing_simulate = /** @type {((inputs?: Audit_Action_Billing_SimulateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Billing_SimulateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_billing_simulate(inputs)
	if (locale === "fr") return fr_audit_action_billing_simulate(inputs)
	if (locale === "nl") return nl_audit_action_billing_simulate(inputs)
	if (locale === "es") return es_audit_action_billing_simulate(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_billing_simulate(inputs)
	return en_audit_action_billing_simulate(inputs)
});