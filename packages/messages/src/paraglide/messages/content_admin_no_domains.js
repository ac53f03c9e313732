/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_DomainsInputs */

const en_content_admin_no_domains = /** @type {(inputs: Content_Admin_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No domains yet`)
};

const de_content_admin_no_domains = /** @type {(inputs: Content_Admin_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Domänen`)
};

const fr_content_admin_no_domains = /** @type {(inputs: Content_Admin_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucun domaine pour l’instant`)
};

const nl_content_admin_no_domains = /** @type {(inputs: Content_Admin_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen domeinen`)
};

const es_content_admin_no_domains = /** @type {(inputs: Content_Admin_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay dominios`)
};

const en_xa2_content_admin_no_domains = /** @type {(inputs: Content_Admin_No_DomainsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ðöɱáíñš ýéţ on]`)
};

/**
* | output |
* | --- |
* | "No domains yet" |
*
* @param {Content_Admin_No_DomainsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_domains = /** @type {((inputs?: Content_Admin_No_DomainsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_DomainsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_domains(inputs)
	if (locale === "fr") return fr_content_admin_no_domains(inputs)
	if (locale === "nl") return nl_content_admin_no_domains(inputs)
	if (locale === "es") return es_content_admin_no_domains(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_domains(inputs)
	return en_content_admin_no_domains(inputs)
});