/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Export_FailedInputs */

const en_content_admin_export_failed = /** @type {(inputs: Content_Admin_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export failed`)
};

const de_content_admin_export_failed = /** @type {(inputs: Content_Admin_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export fehlgeschlagen`)
};

const fr_content_admin_export_failed = /** @type {(inputs: Content_Admin_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échec de l’export`)
};

const nl_content_admin_export_failed = /** @type {(inputs: Content_Admin_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export mislukt`)
};

const es_content_admin_export_failed = /** @type {(inputs: Content_Admin_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Error al exportar`)
};

const en_xa2_content_admin_export_failed = /** @type {(inputs: Content_Admin_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþöŕţ ƒáíļéð on]`)
};

/**
* | output |
* | --- |
* | "Export failed" |
*
* @param {Content_Admin_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_export_failed = /** @type {((inputs?: Content_Admin_Export_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Export_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_export_failed(inputs)
	if (locale === "fr") return fr_content_admin_export_failed(inputs)
	if (locale === "nl") return nl_content_admin_export_failed(inputs)
	if (locale === "es") return es_content_admin_export_failed(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_export_failed(inputs)
	return en_content_admin_export_failed(inputs)
});