/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_Loading_TenantsInputs */

const en_console_support_loading_tenants = /** @type {(inputs: Console_Support_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the tenants`)
};

const de_console_support_loading_tenants = /** @type {(inputs: Console_Support_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten werden geladen`)
};

const fr_console_support_loading_tenants = /** @type {(inputs: Console_Support_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des entités`)
};

const nl_console_support_loading_tenants = /** @type {(inputs: Console_Support_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants worden geladen`)
};

const es_console_support_loading_tenants = /** @type {(inputs: Console_Support_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando los inquilinos`)
};

const en_xa2_console_support_loading_tenants = /** @type {(inputs: Console_Support_Loading_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ţĥé ţéñáñţš one ]`)
};

/**
* | output |
* | --- |
* | "Loading the tenants" |
*
* @param {Console_Support_Loading_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_loading_tenants = /** @type {((inputs?: Console_Support_Loading_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_Loading_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_loading_tenants(inputs)
	if (locale === "fr") return fr_console_support_loading_tenants(inputs)
	if (locale === "nl") return nl_console_support_loading_tenants(inputs)
	if (locale === "es") return es_console_support_loading_tenants(inputs)
	if (locale === "en-XA") return en_xa2_console_support_loading_tenants(inputs)
	return en_console_support_loading_tenants(inputs)
});