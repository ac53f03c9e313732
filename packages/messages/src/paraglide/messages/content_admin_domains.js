/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_DomainsInputs */

const en_content_admin_domains = /** @type {(inputs: Content_Admin_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domains`)
};

const de_content_admin_domains = /** @type {(inputs: Content_Admin_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domänen`)
};

const fr_content_admin_domains = /** @type {(inputs: Content_Admin_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domaines`)
};

const nl_content_admin_domains = /** @type {(inputs: Content_Admin_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Domeinen`)
};

const es_content_admin_domains = /** @type {(inputs: Content_Admin_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dominios`)
};

const en_xa2_content_admin_domains = /** @type {(inputs: Content_Admin_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðöɱáíñš ]`)
};

/**
* | output |
* | --- |
* | "Domains" |
*
* @param {Content_Admin_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_domains = /** @type {((inputs?: Content_Admin_DomainsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_DomainsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_domains(inputs)
	if (locale === "fr") return fr_content_admin_domains(inputs)
	if (locale === "nl") return nl_content_admin_domains(inputs)
	if (locale === "es") return es_content_admin_domains(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_domains(inputs)
	return en_content_admin_domains(inputs)
});