/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Billing_Change_PlanInputs */

const en_audit_action_billing_change_plan = /** @type {(inputs: Audit_Action_Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan change requested`)
};

const de_audit_action_billing_change_plan = /** @type {(inputs: Audit_Action_Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifwechsel angefordert`)
};

const fr_audit_action_billing_change_plan = /** @type {(inputs: Audit_Action_Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changement de formule demandé`)
};

const nl_audit_action_billing_change_plan = /** @type {(inputs: Audit_Action_Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abonnementswijziging aangevraagd`)
};

const es_audit_action_billing_change_plan = /** @type {(inputs: Audit_Action_Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambio de plan solicitado`)
};

const en_xa2_audit_action_billing_change_plan = /** @type {(inputs: Audit_Action_Billing_Change_PlanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ çĥáñĝé ŕéǫüéšţéð one ]`)
};

/**
* | output |
* | --- |
* | "Plan change requested" |
*
* @param {Audit_Action_Billing_Change_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_billing_change_plan = /** @type {((inputs?: Audit_Action_Billing_Change_PlanInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Billing_Change_PlanInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_billing_change_plan(inputs)
	if (locale === "fr") return fr_audit_action_billing_change_plan(inputs)
	if (locale === "nl") return nl_audit_action_billing_change_plan(inputs)
	if (locale === "es") return es_audit_action_billing_change_plan(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_billing_change_plan(inputs)
	return en_audit_action_billing_change_plan(inputs)
});