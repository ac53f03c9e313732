/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Members_Change_RoleInputs */

const en_audit_action_members_change_role = /** @type {(inputs: Audit_Action_Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Role changed`)
};

const de_audit_action_members_change_role = /** @type {(inputs: Audit_Action_Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rolle geändert`)
};

const fr_audit_action_members_change_role = /** @type {(inputs: Audit_Action_Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rôle modifié`)
};

const nl_audit_action_members_change_role = /** @type {(inputs: Audit_Action_Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol gewijzigd`)
};

const es_audit_action_members_change_role = /** @type {(inputs: Audit_Action_Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rol modificado`)
};

const en_xa2_audit_action_members_change_role = /** @type {(inputs: Audit_Action_Members_Change_RoleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöļé çĥáñĝéð o]`)
};

/**
* | output |
* | --- |
* | "Role changed" |
*
* @param {Audit_Action_Members_Change_RoleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_members_change_role = /** @type {((inputs?: Audit_Action_Members_Change_RoleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Members_Change_RoleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_members_change_role(inputs)
	if (locale === "fr") return fr_audit_action_members_change_role(inputs)
	if (locale === "nl") return nl_audit_action_members_change_role(inputs)
	if (locale === "es") return es_audit_action_members_change_role(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_members_change_role(inputs)
	return en_audit_action_members_change_role(inputs)
});