/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Scim_Update_UserInputs */

const en_audit_action_scim_update_user = /** @type {(inputs: Audit_Action_Scim_Update_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member updated (SCIM)`)
};

const de_audit_action_scim_update_user = /** @type {(inputs: Audit_Action_Scim_Update_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied geändert (SCIM)`)
};

const fr_audit_action_scim_update_user = /** @type {(inputs: Audit_Action_Scim_Update_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre modifié (SCIM)`)
};

const nl_audit_action_scim_update_user = /** @type {(inputs: Audit_Action_Scim_Update_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid bijgewerkt (SCIM)`)
};

const es_audit_action_scim_update_user = /** @type {(inputs: Audit_Action_Scim_Update_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro actualizado (SCIM)`)
};

const en_xa2_audit_action_scim_update_user = /** @type {(inputs: Audit_Action_Scim_Update_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ üþðáţéð (ŠÇÎṀ) one ]`)
};

/**
* | output |
* | --- |
* | "Member updated (SCIM)" |
*
* @param {Audit_Action_Scim_Update_UserInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_scim_update_user = /** @type {((inputs?: Audit_Action_Scim_Update_UserInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Scim_Update_UserInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_scim_update_user(inputs)
	if (locale === "fr") return fr_audit_action_scim_update_user(inputs)
	if (locale === "nl") return nl_audit_action_scim_update_user(inputs)
	if (locale === "es") return es_audit_action_scim_update_user(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_scim_update_user(inputs)
	return en_audit_action_scim_update_user(inputs)
});