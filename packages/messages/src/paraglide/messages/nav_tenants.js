/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_TenantsInputs */

const en_nav_tenants = /** @type {(inputs: Nav_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants`)
};

const de_nav_tenants = /** @type {(inputs: Nav_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten`)
};

const fr_nav_tenants = /** @type {(inputs: Nav_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités`)
};

const nl_nav_tenants = /** @type {(inputs: Nav_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants`)
};

const es_nav_tenants = /** @type {(inputs: Nav_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos`)
};

const en_xa2_nav_tenants = /** @type {(inputs: Nav_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš ]`)
};

/**
* | output |
* | --- |
* | "Tenants" |
*
* @param {Nav_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_tenants = /** @type {((inputs?: Nav_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_tenants(inputs)
	if (locale === "fr") return fr_nav_tenants(inputs)
	if (locale === "nl") return nl_nav_tenants(inputs)
	if (locale === "es") return es_nav_tenants(inputs)
	if (locale === "en-XA") return en_xa2_nav_tenants(inputs)
	return en_nav_tenants(inputs)
});