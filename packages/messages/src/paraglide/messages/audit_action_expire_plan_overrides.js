/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Expire_Plan_OverridesInputs */

const en_audit_action_expire_plan_overrides = /** @type {(inputs: Audit_Action_Expire_Plan_OverridesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plan override ended`)
};

const de_audit_action_expire_plan_overrides = /** @type {(inputs: Audit_Action_Expire_Plan_OverridesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tarifüberschreibung beendet`)
};

const fr_audit_action_expire_plan_overrides = /** @type {(inputs: Audit_Action_Expire_Plan_OverridesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Remplacement de formule terminé`)
};

const nl_audit_action_expire_plan_overrides = /** @type {(inputs: Audit_Action_Expire_Plan_OverridesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overschrijving van abonnement beëindigd`)
};

const es_audit_action_expire_plan_overrides = /** @type {(inputs: Audit_Action_Expire_Plan_OverridesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sustitución de plan finalizada`)
};

const en_xa2_audit_action_expire_plan_overrides = /** @type {(inputs: Audit_Action_Expire_Plan_OverridesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þļáñ öṽéŕŕíðé éñðéð one ]`)
};

/**
* | output |
* | --- |
* | "Plan override ended" |
*
* @param {Audit_Action_Expire_Plan_OverridesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_expire_plan_overrides = /** @type {((inputs?: Audit_Action_Expire_Plan_OverridesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Expire_Plan_OverridesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_expire_plan_overrides(inputs)
	if (locale === "fr") return fr_audit_action_expire_plan_overrides(inputs)
	if (locale === "nl") return nl_audit_action_expire_plan_overrides(inputs)
	if (locale === "es") return es_audit_action_expire_plan_overrides(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_expire_plan_overrides(inputs)
	return en_audit_action_expire_plan_overrides(inputs)
});