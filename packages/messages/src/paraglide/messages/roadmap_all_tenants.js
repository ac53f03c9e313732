/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_All_TenantsInputs */

const en_roadmap_all_tenants = /** @type {(inputs: Roadmap_All_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All tenants`)
};

const de_roadmap_all_tenants = /** @type {(inputs: Roadmap_All_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Mandanten`)
};

const fr_roadmap_all_tenants = /** @type {(inputs: Roadmap_All_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toutes les entités`)
};

const nl_roadmap_all_tenants = /** @type {(inputs: Roadmap_All_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle tenants`)
};

const es_roadmap_all_tenants = /** @type {(inputs: Roadmap_All_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los inquilinos`)
};

const en_xa2_roadmap_all_tenants = /** @type {(inputs: Roadmap_All_TenantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ ţéñáñţš o]`)
};

/**
* | output |
* | --- |
* | "All tenants" |
*
* @param {Roadmap_All_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_all_tenants = /** @type {((inputs?: Roadmap_All_TenantsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_All_TenantsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_all_tenants(inputs)
	if (locale === "fr") return fr_roadmap_all_tenants(inputs)
	if (locale === "nl") return nl_roadmap_all_tenants(inputs)
	if (locale === "es") return es_roadmap_all_tenants(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_all_tenants(inputs)
	return en_roadmap_all_tenants(inputs)
});