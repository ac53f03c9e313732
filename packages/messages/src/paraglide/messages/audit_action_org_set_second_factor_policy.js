/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Org_Set_Second_Factor_PolicyInputs */

const en_audit_action_org_set_second_factor_policy = /** @type {(inputs: Audit_Action_Org_Set_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Two-step sign-in policy changed`)
};

const de_audit_action_org_set_second_factor_policy = /** @type {(inputs: Audit_Action_Org_Set_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Richtlinie zur Zwei-Faktor-Anmeldung geändert`)
};

const fr_audit_action_org_set_second_factor_policy = /** @type {(inputs: Audit_Action_Org_Set_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Règle de connexion en deux étapes modifiée`)
};

const nl_audit_action_org_set_second_factor_policy = /** @type {(inputs: Audit_Action_Org_Set_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beleid voor inloggen in twee stappen gewijzigd`)
};

const es_audit_action_org_set_second_factor_policy = /** @type {(inputs: Audit_Action_Org_Set_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Política de inicio de sesión en dos pasos modificada`)
};

const en_xa2_audit_action_org_set_second_factor_policy = /** @type {(inputs: Audit_Action_Org_Set_Second_Factor_PolicyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţŵö-šţéþ šíĝñ-íñ þöļíçý çĥáñĝéð one two ]`)
};

/**
* | output |
* | --- |
* | "Two-step sign-in policy changed" |
*
* @param {Audit_Action_Org_Set_Second_Factor_PolicyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_org_set_second_factor_policy = /** @type {((inputs?: Audit_Action_Org_Set_Second_Factor_PolicyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Org_Set_Second_Factor_PolicyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_org_set_second_factor_policy(inputs)
	if (locale === "fr") return fr_audit_action_org_set_second_factor_policy(inputs)
	if (locale === "nl") return nl_audit_action_org_set_second_factor_policy(inputs)
	if (locale === "es") return es_audit_action_org_set_second_factor_policy(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_org_set_second_factor_policy(inputs)
	return en_audit_action_org_set_second_factor_policy(inputs)
});