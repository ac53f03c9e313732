/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Loading_TenantsInputs */

const en_dev_loading_tenants = /** @type {(inputs: Dev_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading tenants`)
};

const de_dev_loading_tenants = /** @type {(inputs: Dev_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten werden geladen`)
};

const fr_dev_loading_tenants = /** @type {(inputs: Dev_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des entités`)
};

const nl_dev_loading_tenants = /** @type {(inputs: Dev_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants laden`)
};

const es_dev_loading_tenants = /** @type {(inputs: Dev_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando inquilinos`)
};

const en_xa2_dev_loading_tenants = /** @type {(inputs: Dev_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţéñáñţš on]`)
};

/**
* | output |
* | --- |
* | "Loading tenants" |
*
* @param {Dev_Loading_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_loading_tenants = /** @type {((inputs?: Dev_Loading_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Loading_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_loading_tenants(inputs)
	if (locale === "fr") return fr_dev_loading_tenants(inputs)
	if (locale === "nl") return nl_dev_loading_tenants(inputs)
	if (locale === "es") return es_dev_loading_tenants(inputs)
	if (locale === "en-XA") return en_xa2_dev_loading_tenants(inputs)
	return en_dev_loading_tenants(inputs)
});