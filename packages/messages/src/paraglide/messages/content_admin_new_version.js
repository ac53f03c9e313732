/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_New_VersionInputs */

const en_content_admin_new_version = /** @type {(inputs: Content_Admin_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New version`)
};

const de_content_admin_new_version = /** @type {(inputs: Content_Admin_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Version`)
};

const fr_content_admin_new_version = /** @type {(inputs: Content_Admin_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nouvelle version`)
};

const nl_content_admin_new_version = /** @type {(inputs: Content_Admin_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nieuwe versie`)
};

const es_content_admin_new_version = /** @type {(inputs: Content_Admin_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nueva versión`)
};

const en_xa2_content_admin_new_version = /** @type {(inputs: Content_Admin_New_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ṽéŕšíöñ o]`)
};

/**
* | output |
* | --- |
* | "New version" |
*
* @param {Content_Admin_New_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_new_version = /** @type {((inputs?: Content_Admin_New_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_New_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_new_version(inputs)
	if (locale === "fr") return fr_content_admin_new_version(inputs)
	if (locale === "nl") return nl_content_admin_new_version(inputs)
	if (locale === "es") return es_content_admin_new_version(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_new_version(inputs)
	return en_content_admin_new_version(inputs)
});