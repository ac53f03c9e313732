/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Status_ArchivedInputs */

const en_tenant_status_archived = /** @type {(inputs: Tenant_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archived`)
};

const de_tenant_status_archived = /** @type {(inputs: Tenant_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archiviert`)
};

const fr_tenant_status_archived = /** @type {(inputs: Tenant_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivé`)
};

const nl_tenant_status_archived = /** @type {(inputs: Tenant_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gearchiveerd`)
};

const es_tenant_status_archived = /** @type {(inputs: Tenant_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivado`)
};

const en_xa2_tenant_status_archived = /** @type {(inputs: Tenant_Status_ArchivedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åŕçĥíṽéð ]`)
};

/**
* | output |
* | --- |
* | "Archived" |
*
* @param {Tenant_Status_ArchivedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_status_archived = /** @type {((inputs?: Tenant_Status_ArchivedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Status_ArchivedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_status_archived(inputs)
	if (locale === "fr") return fr_tenant_status_archived(inputs)
	if (locale === "nl") return nl_tenant_status_archived(inputs)
	if (locale === "es") return es_tenant_status_archived(inputs)
	if (locale === "en-XA") return en_xa2_tenant_status_archived(inputs)
	return en_tenant_status_archived(inputs)
});