/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Audit_Action_Tenants_ArchiveInputs */

const en_audit_action_tenants_archive = /** @type {(inputs: Audit_Action_Tenants_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant archived`)
};

const de_audit_action_tenants_archive = /** @type {(inputs: Audit_Action_Tenants_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant archiviert`)
};

const fr_audit_action_tenants_archive = /** @type {(inputs: Audit_Action_Tenants_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entité archivée`)
};

const nl_audit_action_tenants_archive = /** @type {(inputs: Audit_Action_Tenants_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant gearchiveerd`)
};

const es_audit_action_tenants_archive = /** @type {(inputs: Audit_Action_Tenants_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilino archivado`)
};

const en_xa2_audit_action_tenants_archive = /** @type {(inputs: Audit_Action_Tenants_ArchiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ áŕçĥíṽéð on]`)
};

/**
* | output |
* | --- |
* | "Tenant archived" |
*
* @param {Audit_Action_Tenants_ArchiveInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_tenants_archive = /** @type {((inputs?: Audit_Action_Tenants_ArchiveInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Audit_Action_Tenants_ArchiveInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_audit_action_tenants_archive(inputs)
	if (locale === "fr") return fr_audit_action_tenants_archive(inputs)
	if (locale === "nl") return nl_audit_action_tenants_archive(inputs)
	if (locale === "es") return es_audit_action_tenants_archive(inputs)
	if (locale === "en-XA") return en_xa2_audit_action_tenants_archive(inputs)
	return en_audit_action_tenants_archive(inputs)
});