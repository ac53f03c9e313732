/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Service_Remove_Plan_OverrideInputs */

const en_audit_action_service_remove_plan_override = /** @type {(inputs: Audit_Action_Service_Remove_Plan_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan override ended by Assay`)
};

const de_audit_action_service_remove_plan_override = /** @type {(inputs: Audit_Action_Service_Remove_Plan_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifüberschreibung von Assay beendet`)
};

const fr_audit_action_service_remove_plan_override = /** @type {(inputs: Audit_Action_Service_Remove_Plan_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacement de formule arrêté par Assay`)
};

const nl_audit_action_service_remove_plan_override = /** @type {(inputs: Audit_Action_Service_Remove_Plan_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overschrijving van abonnement beëindigd door Assay`)
};

const es_audit_action_service_remove_plan_override = /** @type {(inputs: Audit_Action_Service_Remove_Plan_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustitución de plan finalizada por Assay`)
};

const en_xa2_audit_action_service_remove_plan_override = /** @type {(inputs: Audit_Action_Service_Remove_Plan_OverrideInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ öṽéŕŕíðé éñðéð ƀý Åššáý one two]`)
};

/**
* | output |
* | --- |
* | "Plan override ended by Assay" |
*
* @param {Audit_Action_Service_Remove_Plan_OverrideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_remove_plan_override = /** @type {((inputs?: Audit_Action_Service_Remove_Plan_OverrideInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Service_Remove_Plan_OverrideInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_service_remove_plan_override(inputs)
	if (locale === "fr") return fr_audit_action_service_remove_plan_override(inputs)
	if (locale === "nl") return nl_audit_action_service_remove_plan_override(inputs)
	if (locale === "es") return es_audit_action_service_remove_plan_override(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_service_remove_plan_override(inputs)
	return en_audit_action_service_remove_plan_override(inputs)
});