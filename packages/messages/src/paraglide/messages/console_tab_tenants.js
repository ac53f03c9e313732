/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Console_Tab_TenantsInputs */

const en_console_tab_tenants = /** @type {(inputs: Console_Tab_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tenants`)
};

const de_console_tab_tenants = /** @type {(inputs: Console_Tab_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mandanten`)
};

const fr_console_tab_tenants = /** @type {(inputs: Console_Tab_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clients`)
};

const nl_console_tab_tenants = /** @type {(inputs: Console_Tab_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klanten`)
};

const es_console_tab_tenants = /** @type {(inputs: Console_Tab_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clientes`)
};

const en_xa2_console_tab_tenants = /** @type {(inputs: Console_Tab_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţéñáñţš ]`)
};

/**
* | output |
* | --- |
* | "Tenants" |
*
* @param {Console_Tab_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_tenants = /** @type {((inputs?: Console_Tab_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Console_Tab_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_console_tab_tenants(inputs)
	if (locale === "fr") return fr_console_tab_tenants(inputs)
	if (locale === "nl") return nl_console_tab_tenants(inputs)
	if (locale === "es") return es_console_tab_tenants(inputs)
	if (locale === "en-XA") return en_xa2_console_tab_tenants(inputs)
	return en_console_tab_tenants(inputs)
});