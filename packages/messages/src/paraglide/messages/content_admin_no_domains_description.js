/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_Domains_DescriptionInputs */

const en_content_admin_no_domains_description = /** @type {(inputs: Content_Admin_No_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add a domain, then add controls to it.`)
};

const de_content_admin_no_domains_description = /** @type {(inputs: Content_Admin_No_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fügen Sie eine Domäne hinzu und dann Kontrollen dazu.`)
};

const fr_content_admin_no_domains_description = /** @type {(inputs: Content_Admin_No_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajoutez un domaine, puis ajoutez-y des contrôles.`)
};

const nl_content_admin_no_domains_description = /** @type {(inputs: Content_Admin_No_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voeg een domein toe en voeg er daarna controls aan toe.`)
};

const es_content_admin_no_domains_description = /** @type {(inputs: Content_Admin_No_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Añade un dominio y después añádele controles.`)
};

const en_xa2_content_admin_no_domains_description = /** @type {(inputs: Content_Admin_No_Domains_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åðð á ðöɱáíñ, ţĥéñ áðð çöñţŕöļš ţö íţ. one two th]`)
};

/**
* | output |
* | --- |
* | "Add a domain, then add controls to it." |
*
* @param {Content_Admin_No_Domains_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_domains_description = /** @type {((inputs?: Content_Admin_No_Domains_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_Domains_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_domains_description(inputs)
	if (locale === "fr") return fr_content_admin_no_domains_description(inputs)
	if (locale === "nl") return nl_content_admin_no_domains_description(inputs)
	if (locale === "es") return es_content_admin_no_domains_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_domains_description(inputs)
	return en_content_admin_no_domains_description(inputs)
});