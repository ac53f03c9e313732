/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Support_No_TenantsInputs */

const en_console_support_no_tenants = /** @type {(inputs: Console_Support_No_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No tenants`)
};

const de_console_support_no_tenants = /** @type {(inputs: Console_Support_No_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Mandanten`)
};

const fr_console_support_no_tenants = /** @type {(inputs: Console_Support_No_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune entité`)
};

const nl_console_support_no_tenants = /** @type {(inputs: Console_Support_No_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen tenants`)
};

const es_console_support_no_tenants = /** @type {(inputs: Console_Support_No_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin inquilinos`)
};

const en_xa2_console_support_no_tenants = /** @type {(inputs: Console_Support_No_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ţéñáñţš o]`)
};

/**
* | output |
* | --- |
* | "No tenants" |
*
* @param {Console_Support_No_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_no_tenants = /** @type {((inputs?: Console_Support_No_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Support_No_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_support_no_tenants(inputs)
	if (locale === "fr") return fr_console_support_no_tenants(inputs)
	if (locale === "nl") return nl_console_support_no_tenants(inputs)
	if (locale === "es") return es_console_support_no_tenants(inputs)
	if (locale === "en-XA") return en_xa2_console_support_no_tenants(inputs)
	return en_console_support_no_tenants(inputs)
});