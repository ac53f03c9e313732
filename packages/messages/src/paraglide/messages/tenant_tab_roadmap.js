/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tenant_Tab_RoadmapInputs */

const en_tenant_tab_roadmap = /** @type {(inputs: Tenant_Tab_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const de_tenant_tab_roadmap = /** @type {(inputs: Tenant_Tab_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const fr_tenant_tab_roadmap = /** @type {(inputs: Tenant_Tab_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feuille de route`)
};

const nl_tenant_tab_roadmap = /** @type {(inputs: Tenant_Tab_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roadmap`)
};

const es_tenant_tab_roadmap = /** @type {(inputs: Tenant_Tab_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoja de ruta`)
};

const en_xa2_tenant_tab_roadmap = /** @type {(inputs: Tenant_Tab_RoadmapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöáðɱáþ ]`)
};

/**
* | output |
* | --- |
* | "Roadmap" |
*
* @param {Tenant_Tab_RoadmapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_tab_roadmap = /** @type {((inputs?: Tenant_Tab_RoadmapInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tenant_Tab_RoadmapInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tenant_tab_roadmap(inputs)
	if (locale === "fr") return fr_tenant_tab_roadmap(inputs)
	if (locale === "nl") return nl_tenant_tab_roadmap(inputs)
	if (locale === "es") return es_tenant_tab_roadmap(inputs)
	if (locale === "en-XA") return en_xa2_tenant_tab_roadmap(inputs)
	return en_tenant_tab_roadmap(inputs)
});