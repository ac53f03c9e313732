/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_TenantsInputs */

const en_dashboard_tenants = /** @type {(inputs: Dashboard_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants`)
};

const de_dashboard_tenants = /** @type {(inputs: Dashboard_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten`)
};

const fr_dashboard_tenants = /** @type {(inputs: Dashboard_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entités`)
};

const nl_dashboard_tenants = /** @type {(inputs: Dashboard_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants`)
};

const es_dashboard_tenants = /** @type {(inputs: Dashboard_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inquilinos`)
};

const en_xa2_dashboard_tenants = /** @type {(inputs: Dashboard_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš ]`)
};

/**
* | output |
* | --- |
* | "Tenants" |
*
* @param {Dashboard_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_tenants = /** @type {((inputs?: Dashboard_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dashboard_tenants(inputs)
	if (locale === "fr") return fr_dashboard_tenants(inputs)
	if (locale === "nl") return nl_dashboard_tenants(inputs)
	if (locale === "es") return es_dashboard_tenants(inputs)
	if (locale === "en-XA") return en_xa2_dashboard_tenants(inputs)
	return en_dashboard_tenants(inputs)
});