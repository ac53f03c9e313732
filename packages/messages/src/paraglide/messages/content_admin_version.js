/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_VersionInputs */

const en_content_admin_version = /** @type {(inputs: Content_Admin_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const de_content_admin_version = /** @type {(inputs: Content_Admin_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const fr_content_admin_version = /** @type {(inputs: Content_Admin_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const nl_content_admin_version = /** @type {(inputs: Content_Admin_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versie`)
};

const es_content_admin_version = /** @type {(inputs: Content_Admin_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versión`)
};

const en_xa2_content_admin_version = /** @type {(inputs: Content_Admin_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ]`)
};

/**
* | output |
* | --- |
* | "Version" |
*
* @param {Content_Admin_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_version = /** @type {((inputs?: Content_Admin_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_version(inputs)
	if (locale === "fr") return fr_content_admin_version(inputs)
	if (locale === "nl") return nl_content_admin_version(inputs)
	if (locale === "es") return es_content_admin_version(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_version(inputs)
	return en_content_admin_version(inputs)
});