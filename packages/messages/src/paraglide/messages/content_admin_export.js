/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_ExportInputs */

const en_content_admin_export = /** @type {(inputs: Content_Admin_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export`)
};

const de_content_admin_export = /** @type {(inputs: Content_Admin_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportieren`)
};

const fr_content_admin_export = /** @type {(inputs: Content_Admin_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter`)
};

const nl_content_admin_export = /** @type {(inputs: Content_Admin_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporteren`)
};

const es_content_admin_export = /** @type {(inputs: Content_Admin_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar`)
};

const en_xa2_content_admin_export = /** @type {(inputs: Content_Admin_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþöŕţ ]`)
};

/**
* | output |
* | --- |
* | "Export" |
*
* @param {Content_Admin_ExportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_export = /** @type {((inputs?: Content_Admin_ExportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_ExportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_export(inputs)
	if (locale === "fr") return fr_content_admin_export(inputs)
	if (locale === "nl") return nl_content_admin_export(inputs)
	if (locale === "es") return es_content_admin_export(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_export(inputs)
	return en_content_admin_export(inputs)
});