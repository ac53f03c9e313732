/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Content_Admin_Version_NInputs */

const en_content_admin_version_n = /** @type {(inputs: Content_Admin_Version_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const de_content_admin_version_n = /** @type {(inputs: Content_Admin_Version_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const fr_content_admin_version_n = /** @type {(inputs: Content_Admin_Version_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const nl_content_admin_version_n = /** @type {(inputs: Content_Admin_Version_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version}`)
};

const es_content_admin_version_n = /** @type {(inputs: Content_Admin_Version_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versión ${i?.version}`)
};

const en_xa2_content_admin_version_n = /** @type {(inputs: Content_Admin_Version_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ${i?.version} one]`)
};

/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Content_Admin_Version_NInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_version_n = /** @type {((inputs: Content_Admin_Version_NInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Version_NInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_version_n(inputs)
	if (locale === "fr") return fr_content_admin_version_n(inputs)
	if (locale === "nl") return nl_content_admin_version_n(inputs)
	if (locale === "es") return es_content_admin_version_n(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_version_n(inputs)
	return en_content_admin_version_n(inputs)
});