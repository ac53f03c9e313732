/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Tenants_CreateInputs */

const en_audit_action_tenants_create = /** @type {(inputs: Audit_Action_Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant created`)
};

const de_audit_action_tenants_create = /** @type {(inputs: Audit_Action_Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant angelegt`)
};

const fr_audit_action_tenants_create = /** @type {(inputs: Audit_Action_Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entité créée`)
};

const nl_audit_action_tenants_create = /** @type {(inputs: Audit_Action_Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant aangemaakt`)
};

const es_audit_action_tenants_create = /** @type {(inputs: Audit_Action_Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilino creado`)
};

const en_xa2_audit_action_tenants_create = /** @type {(inputs: Audit_Action_Tenants_CreateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ çŕéáţéð on]`)
};

/**
* | output |
* | --- |
* | "Tenant created" |
*
* @param {Audit_Action_Tenants_CreateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_tenants_create = /** @type {((inputs?: Audit_Action_Tenants_CreateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Tenants_CreateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_tenants_create(inputs)
	if (locale === "fr") return fr_audit_action_tenants_create(inputs)
	if (locale === "nl") return nl_audit_action_tenants_create(inputs)
	if (locale === "es") return es_audit_action_tenants_create(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_tenants_create(inputs)
	return en_audit_action_tenants_create(inputs)
});