/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Find_TenantInputs */

const en_dev_find_tenant = /** @type {(inputs: Dev_Find_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Find a tenant`)
};

const de_dev_find_tenant = /** @type {(inputs: Dev_Find_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten suchen`)
};

const fr_dev_find_tenant = /** @type {(inputs: Dev_Find_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chercher une entité`)
};

const nl_dev_find_tenant = /** @type {(inputs: Dev_Find_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant zoeken`)
};

const es_dev_find_tenant = /** @type {(inputs: Dev_Find_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar un inquilino`)
};

const en_xa2_dev_find_tenant = /** @type {(inputs: Dev_Find_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíñð á ţéñáñţ on]`)
};

/**
* | output |
* | --- |
* | "Find a tenant" |
*
* @param {Dev_Find_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_find_tenant = /** @type {((inputs?: Dev_Find_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Find_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_find_tenant(inputs)
	if (locale === "fr") return fr_dev_find_tenant(inputs)
	if (locale === "nl") return nl_dev_find_tenant(inputs)
	if (locale === "es") return es_dev_find_tenant(inputs)
	if (locale === "en-XA") return en_xa2_dev_find_tenant(inputs)
	return en_dev_find_tenant(inputs)
});