/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Domain_NamedInputs */

const en_content_admin_domain_named = /** @type {(inputs: Content_Admin_Domain_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`domain ${i?.name}`)
};

const de_content_admin_domain_named = /** @type {(inputs: Content_Admin_Domain_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Domäne ${i?.name}`)
};

const fr_content_admin_domain_named = /** @type {(inputs: Content_Admin_Domain_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`domaine ${i?.name}`)
};

const nl_content_admin_domain_named = /** @type {(inputs: Content_Admin_Domain_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`domein ${i?.name}`)
};

const es_content_admin_domain_named = /** @type {(inputs: Content_Admin_Domain_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`dominio ${i?.name}`)
};

const en_xa2_content_admin_domain_named = /** @type {(inputs: Content_Admin_Domain_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ðöɱáíñ ${i?.name} on]`)
};

/**
* | output |
* | --- |
* | "domain {name}" |
*
* @param {Content_Admin_Domain_NamedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_domain_named = /** @type {((inputs: Content_Admin_Domain_NamedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Domain_NamedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_domain_named(inputs)
	if (locale === "fr") return fr_content_admin_domain_named(inputs)
	if (locale === "nl") return nl_content_admin_domain_named(inputs)
	if (locale === "es") return es_content_admin_domain_named(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_domain_named(inputs)
	return en_content_admin_domain_named(inputs)
});