/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Content_Admin_Export_VersionInputs */

const en_content_admin_export_version = /** @type {(inputs: Content_Admin_Export_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Export version ${i?.version}`)
};

const de_content_admin_export_version = /** @type {(inputs: Content_Admin_Export_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} exportieren`)
};

const fr_content_admin_export_version = /** @type {(inputs: Content_Admin_Export_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exporter la version ${i?.version}`)
};

const nl_content_admin_export_version = /** @type {(inputs: Content_Admin_Export_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version} exporteren`)
};

const es_content_admin_export_version = /** @type {(inputs: Content_Admin_Export_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Exportar la versión ${i?.version}`)
};

const en_xa2_content_admin_export_version = /** @type {(inputs: Content_Admin_Export_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Éẋþöŕţ ṽéŕšíöñ ${i?.version} one t]`)
};

/**
* | output |
* | --- |
* | "Export version {version}" |
*
* @param {Content_Admin_Export_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_export_version = /** @type {((inputs: Content_Admin_Export_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Export_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_export_version(inputs)
	if (locale === "fr") return fr_content_admin_export_version(inputs)
	if (locale === "nl") return nl_content_admin_export_version(inputs)
	if (locale === "es") return es_content_admin_export_version(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_export_version(inputs)
	return en_content_admin_export_version(inputs)
});