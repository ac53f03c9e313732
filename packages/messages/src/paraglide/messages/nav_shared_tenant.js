/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Shared_TenantInputs */

const en_nav_shared_tenant = /** @type {(inputs: Nav_Shared_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shared tenant`)
};

const de_nav_shared_tenant = /** @type {(inputs: Nav_Shared_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geteilter Mandant`)
};

const fr_nav_shared_tenant = /** @type {(inputs: Nav_Shared_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entité partagée`)
};

const nl_nav_shared_tenant = /** @type {(inputs: Nav_Shared_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gedeelde tenant`)
};

const es_nav_shared_tenant = /** @type {(inputs: Nav_Shared_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilino compartido`)
};

const en_xa2_nav_shared_tenant = /** @type {(inputs: Nav_Shared_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šĥáŕéð ţéñáñţ on]`)
};

/**
* | output |
* | --- |
* | "Shared tenant" |
*
* @param {Nav_Shared_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_shared_tenant = /** @type {((inputs?: Nav_Shared_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Shared_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_shared_tenant(inputs)
	if (locale === "fr") return fr_nav_shared_tenant(inputs)
	if (locale === "nl") return nl_nav_shared_tenant(inputs)
	if (locale === "es") return es_nav_shared_tenant(inputs)
	if (locale === "en-XA") return en_xa2_nav_shared_tenant(inputs)
	return en_nav_shared_tenant(inputs)
});