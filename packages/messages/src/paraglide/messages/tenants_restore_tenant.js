/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Restore_TenantInputs */

const en_tenants_restore_tenant = /** @type {(inputs: Tenants_Restore_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restore tenant`)
};

const de_tenants_restore_tenant = /** @type {(inputs: Tenants_Restore_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant wiederherstellen`)
};

const fr_tenants_restore_tenant = /** @type {(inputs: Tenants_Restore_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurer l’entité`)
};

const nl_tenants_restore_tenant = /** @type {(inputs: Tenants_Restore_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant herstellen`)
};

const es_tenants_restore_tenant = /** @type {(inputs: Tenants_Restore_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Restaurar inquilino`)
};

const en_xa2_tenants_restore_tenant = /** @type {(inputs: Tenants_Restore_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéšţöŕé ţéñáñţ on]`)
};

/**
* | output |
* | --- |
* | "Restore tenant" |
*
* @param {Tenants_Restore_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_restore_tenant = /** @type {((inputs?: Tenants_Restore_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Restore_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_restore_tenant(inputs)
	if (locale === "fr") return fr_tenants_restore_tenant(inputs)
	if (locale === "nl") return nl_tenants_restore_tenant(inputs)
	if (locale === "es") return es_tenants_restore_tenant(inputs)
	if (locale === "en-XA") return en_xa2_tenants_restore_tenant(inputs)
	return en_tenants_restore_tenant(inputs)
});