/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Workspace_DomainsInputs */

const en_workspace_domains = /** @type {(inputs: Workspace_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domains`)
};

const de_workspace_domains = /** @type {(inputs: Workspace_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bereiche`)
};

const fr_workspace_domains = /** @type {(inputs: Workspace_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaines`)
};

const nl_workspace_domains = /** @type {(inputs: Workspace_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domeinen`)
};

const es_workspace_domains = /** @type {(inputs: Workspace_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominios`)
};

const en_xa2_workspace_domains = /** @type {(inputs: Workspace_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñš ]`)
};

/**
* | output |
* | --- |
* | "Domains" |
*
* @param {Workspace_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const workspace_domains = /** @type {((inputs?: Workspace_DomainsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Workspace_DomainsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_workspace_domains(inputs)
	if (locale === "fr") return fr_workspace_domains(inputs)
	if (locale === "nl") return nl_workspace_domains(inputs)
	if (locale === "es") return es_workspace_domains(inputs)
	if (locale === "en-XA") return en_xa2_workspace_domains(inputs)
	return en_workspace_domains(inputs)
});