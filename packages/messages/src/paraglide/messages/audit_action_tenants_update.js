/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Tenants_UpdateInputs */

const en_audit_action_tenants_update = /** @type {(inputs: Audit_Action_Tenants_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant changed`)
};

const de_audit_action_tenants_update = /** @type {(inputs: Audit_Action_Tenants_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant geändert`)
};

const fr_audit_action_tenants_update = /** @type {(inputs: Audit_Action_Tenants_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entité modifiée`)
};

const nl_audit_action_tenants_update = /** @type {(inputs: Audit_Action_Tenants_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant gewijzigd`)
};

const es_audit_action_tenants_update = /** @type {(inputs: Audit_Action_Tenants_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilino modificado`)
};

const en_xa2_audit_action_tenants_update = /** @type {(inputs: Audit_Action_Tenants_UpdateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ çĥáñĝéð on]`)
};

/**
* | output |
* | --- |
* | "Tenant changed" |
*
* @param {Audit_Action_Tenants_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_tenants_update = /** @type {((inputs?: Audit_Action_Tenants_UpdateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Tenants_UpdateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_tenants_update(inputs)
	if (locale === "fr") return fr_audit_action_tenants_update(inputs)
	if (locale === "nl") return nl_audit_action_tenants_update(inputs)
	if (locale === "es") return es_audit_action_tenants_update(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_tenants_update(inputs)
	return en_audit_action_tenants_update(inputs)
});