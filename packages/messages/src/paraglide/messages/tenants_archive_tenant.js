/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenants_Archive_TenantInputs */

const en_tenants_archive_tenant = /** @type {(inputs: Tenants_Archive_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archive tenant`)
};

const de_tenants_archive_tenant = /** @type {(inputs: Tenants_Archive_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant archivieren`)
};

const fr_tenants_archive_tenant = /** @type {(inputs: Tenants_Archive_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiver l’entité`)
};

const nl_tenants_archive_tenant = /** @type {(inputs: Tenants_Archive_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant archiveren`)
};

const es_tenants_archive_tenant = /** @type {(inputs: Tenants_Archive_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivar inquilino`)
};

const en_xa2_tenants_archive_tenant = /** @type {(inputs: Tenants_Archive_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽé ţéñáñţ on]`)
};

/**
* | output |
* | --- |
* | "Archive tenant" |
*
* @param {Tenants_Archive_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_archive_tenant = /** @type {((inputs?: Tenants_Archive_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenants_Archive_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenants_archive_tenant(inputs)
	if (locale === "fr") return fr_tenants_archive_tenant(inputs)
	if (locale === "nl") return nl_tenants_archive_tenant(inputs)
	if (locale === "es") return es_tenants_archive_tenant(inputs)
	if (locale === "en-XA") return en_xa2_tenants_archive_tenant(inputs)
	return en_tenants_archive_tenant(inputs)
});