/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Scim_Create_UserInputs */

const en_audit_action_scim_create_user = /** @type {(inputs: Audit_Action_Scim_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member provisioned (SCIM)`)
};

const de_audit_action_scim_create_user = /** @type {(inputs: Audit_Action_Scim_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied provisioniert (SCIM)`)
};

const fr_audit_action_scim_create_user = /** @type {(inputs: Audit_Action_Scim_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membre provisionné (SCIM)`)
};

const nl_audit_action_scim_create_user = /** @type {(inputs: Audit_Action_Scim_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lid aangemaakt (SCIM)`)
};

const es_audit_action_scim_create_user = /** @type {(inputs: Audit_Action_Scim_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Miembro aprovisionado (SCIM)`)
};

const en_xa2_audit_action_scim_create_user = /** @type {(inputs: Audit_Action_Scim_Create_UserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéɱƀéŕ þŕöṽíšíöñéð (ŠÇÎṀ) one tw]`)
};

/**
* | output |
* | --- |
* | "Member provisioned (SCIM)" |
*
* @param {Audit_Action_Scim_Create_UserInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_scim_create_user = /** @type {((inputs?: Audit_Action_Scim_Create_UserInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Scim_Create_UserInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_scim_create_user(inputs)
	if (locale === "fr") return fr_audit_action_scim_create_user(inputs)
	if (locale === "nl") return nl_audit_action_scim_create_user(inputs)
	if (locale === "es") return es_audit_action_scim_create_user(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_scim_create_user(inputs)
	return en_audit_action_scim_create_user(inputs)
});