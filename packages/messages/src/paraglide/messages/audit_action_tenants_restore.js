/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Tenants_RestoreInputs */

const en_audit_action_tenants_restore = /** @type {(inputs: Audit_Action_Tenants_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant restored`)
};

const de_audit_action_tenants_restore = /** @type {(inputs: Audit_Action_Tenants_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant wiederhergestellt`)
};

const fr_audit_action_tenants_restore = /** @type {(inputs: Audit_Action_Tenants_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entité restaurée`)
};

const nl_audit_action_tenants_restore = /** @type {(inputs: Audit_Action_Tenants_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant hersteld`)
};

const es_audit_action_tenants_restore = /** @type {(inputs: Audit_Action_Tenants_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilino restaurado`)
};

const en_xa2_audit_action_tenants_restore = /** @type {(inputs: Audit_Action_Tenants_RestoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ ŕéšţöŕéð on]`)
};

/**
* | output |
* | --- |
* | "Tenant restored" |
*
* @param {Audit_Action_Tenants_RestoreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_tenants_restore = /** @type {((inputs?: Audit_Action_Tenants_RestoreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Tenants_RestoreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_tenants_restore(inputs)
	if (locale === "fr") return fr_audit_action_tenants_restore(inputs)
	if (locale === "nl") return nl_audit_action_tenants_restore(inputs)
	if (locale === "es") return es_audit_action_tenants_restore(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_tenants_restore(inputs)
	return en_audit_action_tenants_restore(inputs)
});