/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_General_DomainInputs */

const en_content_admin_general_domain = /** @type {(inputs: Content_Admin_General_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

const de_content_admin_general_domain = /** @type {(inputs: Content_Admin_General_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Allgemein`)
};

const fr_content_admin_general_domain = /** @type {(inputs: Content_Admin_General_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Général`)
};

const nl_content_admin_general_domain = /** @type {(inputs: Content_Admin_General_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Algemeen`)
};

const es_content_admin_general_domain = /** @type {(inputs: Content_Admin_General_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`General`)
};

const en_xa2_content_admin_general_domain = /** @type {(inputs: Content_Admin_General_DomainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝéñéŕáļ ]`)
};

/**
* | output |
* | --- |
* | "General" |
*
* @param {Content_Admin_General_DomainInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_general_domain = /** @type {((inputs?: Content_Admin_General_DomainInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_General_DomainInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_general_domain(inputs)
	if (locale === "fr") return fr_content_admin_general_domain(inputs)
	if (locale === "nl") return nl_content_admin_general_domain(inputs)
	if (locale === "es") return es_content_admin_general_domain(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_general_domain(inputs)
	return en_content_admin_general_domain(inputs)
});