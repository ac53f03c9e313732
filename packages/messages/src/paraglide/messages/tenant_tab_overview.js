/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Tab_OverviewInputs */

const en_tenant_tab_overview = /** @type {(inputs: Tenant_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overview`)
};

const de_tenant_tab_overview = /** @type {(inputs: Tenant_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Übersicht`)
};

const fr_tenant_tab_overview = /** @type {(inputs: Tenant_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vue d’ensemble`)
};

const nl_tenant_tab_overview = /** @type {(inputs: Tenant_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overzicht`)
};

const es_tenant_tab_overview = /** @type {(inputs: Tenant_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Resumen`)
};

const en_xa2_tenant_tab_overview = /** @type {(inputs: Tenant_Tab_OverviewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öṽéŕṽíéŵ ]`)
};

/**
* | output |
* | --- |
* | "Overview" |
*
* @param {Tenant_Tab_OverviewInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_tab_overview = /** @type {((inputs?: Tenant_Tab_OverviewInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Tab_OverviewInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_tab_overview(inputs)
	if (locale === "fr") return fr_tenant_tab_overview(inputs)
	if (locale === "nl") return nl_tenant_tab_overview(inputs)
	if (locale === "es") return es_tenant_tab_overview(inputs)
	if (locale === "en-XA") return en_xa2_tenant_tab_overview(inputs)
	return en_tenant_tab_overview(inputs)
});