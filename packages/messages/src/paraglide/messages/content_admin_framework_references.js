/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Framework_ReferencesInputs */

const en_content_admin_framework_references = /** @type {(inputs: Content_Admin_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Framework references`)
};

const de_content_admin_framework_references = /** @type {(inputs: Content_Admin_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Framework-Referenzen`)
};

const fr_content_admin_framework_references = /** @type {(inputs: Content_Admin_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Références de référentiels`)
};

const nl_content_admin_framework_references = /** @type {(inputs: Content_Admin_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Frameworkreferenties`)
};

const es_content_admin_framework_references = /** @type {(inputs: Content_Admin_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencias de marcos`)
};

const en_xa2_content_admin_framework_references = /** @type {(inputs: Content_Admin_Framework_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕáɱéŵöŕķ ŕéƒéŕéñçéš one ]`)
};

/**
* | output |
* | --- |
* | "Framework references" |
*
* @param {Content_Admin_Framework_ReferencesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_framework_references = /** @type {((inputs?: Content_Admin_Framework_ReferencesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Framework_ReferencesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_framework_references(inputs)
	if (locale === "fr") return fr_content_admin_framework_references(inputs)
	if (locale === "nl") return nl_content_admin_framework_references(inputs)
	if (locale === "es") return es_content_admin_framework_references(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_framework_references(inputs)
	return en_content_admin_framework_references(inputs)
});