/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Scim_Create_TokenInputs */

const en_audit_action_scim_create_token = /** @type {(inputs: Audit_Action_Scim_Create_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM token created`)
};

const de_audit_action_scim_create_token = /** @type {(inputs: Audit_Action_Scim_Create_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-Token erstellt`)
};

const fr_audit_action_scim_create_token = /** @type {(inputs: Audit_Action_Scim_Create_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeton SCIM créé`)
};

const nl_audit_action_scim_create_token = /** @type {(inputs: Audit_Action_Scim_Create_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`SCIM-token aangemaakt`)
};

const es_audit_action_scim_create_token = /** @type {(inputs: Audit_Action_Scim_Create_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Token SCIM creado`)
};

const en_xa2_audit_action_scim_create_token = /** @type {(inputs: Audit_Action_Scim_Create_TokenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ŠÇÎṀ ţöķéñ çŕéáţéð one]`)
};

/**
* | output |
* | --- |
* | "SCIM token created" |
*
* @param {Audit_Action_Scim_Create_TokenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_scim_create_token = /** @type {((inputs?: Audit_Action_Scim_Create_TokenInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Scim_Create_TokenInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_scim_create_token(inputs)
	if (locale === "fr") return fr_audit_action_scim_create_token(inputs)
	if (locale === "nl") return nl_audit_action_scim_create_token(inputs)
	if (locale === "es") return es_audit_action_scim_create_token(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_scim_create_token(inputs)
	return en_audit_action_scim_create_token(inputs)
});