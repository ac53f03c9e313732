/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_All_DomainsInputs */

const en_explore_all_domains = /** @type {(inputs: Explore_All_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`All domains`)
};

const de_explore_all_domains = /** @type {(inputs: Explore_All_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle Bereiche`)
};

const fr_explore_all_domains = /** @type {(inputs: Explore_All_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tous les domaines`)
};

const nl_explore_all_domains = /** @type {(inputs: Explore_All_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle domeinen`)
};

const es_explore_all_domains = /** @type {(inputs: Explore_All_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todos los dominios`)
};

const en_xa2_explore_all_domains = /** @type {(inputs: Explore_All_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åļļ ðöɱáíñš o]`)
};

/**
* | output |
* | --- |
* | "All domains" |
*
* @param {Explore_All_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_all_domains = /** @type {((inputs?: Explore_All_DomainsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_All_DomainsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_all_domains(inputs)
	if (locale === "fr") return fr_explore_all_domains(inputs)
	if (locale === "nl") return nl_explore_all_domains(inputs)
	if (locale === "es") return es_explore_all_domains(inputs)
	if (locale === "en-XA") return en_xa2_explore_all_domains(inputs)
	return en_explore_all_domains(inputs)
});