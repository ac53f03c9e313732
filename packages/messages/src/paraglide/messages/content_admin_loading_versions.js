/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Loading_VersionsInputs */

const en_content_admin_loading_versions = /** @type {(inputs: Content_Admin_Loading_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading versions`)
};

const de_content_admin_loading_versions = /** @type {(inputs: Content_Admin_Loading_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versionen werden geladen`)
};

const fr_content_admin_loading_versions = /** @type {(inputs: Content_Admin_Loading_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Chargement des versions`)
};

const nl_content_admin_loading_versions = /** @type {(inputs: Content_Admin_Loading_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versies worden geladen`)
};

const es_content_admin_loading_versions = /** @type {(inputs: Content_Admin_Loading_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando versiones`)
};

const en_xa2_content_admin_loading_versions = /** @type {(inputs: Content_Admin_Loading_VersionsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáðíñĝ ṽéŕšíöñš one]`)
};

/**
* | output |
* | --- |
* | "Loading versions" |
*
* @param {Content_Admin_Loading_VersionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_loading_versions = /** @type {((inputs?: Content_Admin_Loading_VersionsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Loading_VersionsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_loading_versions(inputs)
	if (locale === "fr") return fr_content_admin_loading_versions(inputs)
	if (locale === "nl") return nl_content_admin_loading_versions(inputs)
	if (locale === "es") return es_content_admin_loading_versions(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_loading_versions(inputs)
	return en_content_admin_loading_versions(inputs)
});