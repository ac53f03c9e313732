/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Common_TenantInputs */

const en_common_tenant = /** @type {(inputs: Common_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant`)
};

const de_common_tenant = /** @type {(inputs: Common_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandant`)
};

const fr_common_tenant = /** @type {(inputs: Common_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entité`)
};

const nl_common_tenant = /** @type {(inputs: Common_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenant`)
};

const es_common_tenant = /** @type {(inputs: Common_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilino`)
};

const en_xa2_common_tenant = /** @type {(inputs: Common_TenantInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţ ]`)
};

/**
* | output |
* | --- |
* | "Tenant" |
*
* @param {Common_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const common_tenant = /** @type {((inputs?: Common_TenantInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Common_TenantInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_common_tenant(inputs)
	if (locale === "fr") return fr_common_tenant(inputs)
	if (locale === "nl") return nl_common_tenant(inputs)
	if (locale === "es") return es_common_tenant(inputs)
	if (locale === "en-XA") return en_xa2_common_tenant(inputs)
	return en_common_tenant(inputs)
});