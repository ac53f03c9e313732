/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Scim_Change_GroupInputs */

const en_audit_action_scim_change_group = /** @type {(inputs: Audit_Action_Scim_Change_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role group changed (SCIM)`)
};

const de_audit_action_scim_change_group = /** @type {(inputs: Audit_Action_Scim_Change_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rollengruppe geändert (SCIM)`)
};

const fr_audit_action_scim_change_group = /** @type {(inputs: Audit_Action_Scim_Change_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groupe de rôle modifié (SCIM)`)
};

const nl_audit_action_scim_change_group = /** @type {(inputs: Audit_Action_Scim_Change_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolgroep gewijzigd (SCIM)`)
};

const es_audit_action_scim_change_group = /** @type {(inputs: Audit_Action_Scim_Change_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grupo de rol cambiado (SCIM)`)
};

const en_xa2_audit_action_scim_change_group = /** @type {(inputs: Audit_Action_Scim_Change_GroupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöļé ĝŕöüþ çĥáñĝéð (ŠÇÎṀ) one tw]`)
};

/**
* | output |
* | --- |
* | "Role group changed (SCIM)" |
*
* @param {Audit_Action_Scim_Change_GroupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_scim_change_group = /** @type {((inputs?: Audit_Action_Scim_Change_GroupInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Scim_Change_GroupInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_scim_change_group(inputs)
	if (locale === "fr") return fr_audit_action_scim_change_group(inputs)
	if (locale === "nl") return nl_audit_action_scim_change_group(inputs)
	if (locale === "es") return es_audit_action_scim_change_group(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_scim_change_group(inputs)
	return en_audit_action_scim_change_group(inputs)
});