/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Tab_ImportInputs */

const en_content_admin_tab_import = /** @type {(inputs: Content_Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const de_content_admin_tab_import = /** @type {(inputs: Content_Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const fr_content_admin_tab_import = /** @type {(inputs: Content_Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Import`)
};

const nl_content_admin_tab_import = /** @type {(inputs: Content_Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importeren`)
};

const es_content_admin_tab_import = /** @type {(inputs: Content_Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Importar`)
};

const en_xa2_content_admin_tab_import = /** @type {(inputs: Content_Admin_Tab_ImportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Îɱþöŕţ ]`)
};

/**
* | output |
* | --- |
* | "Import" |
*
* @param {Content_Admin_Tab_ImportInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_tab_import = /** @type {((inputs?: Content_Admin_Tab_ImportInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Tab_ImportInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_tab_import(inputs)
	if (locale === "fr") return fr_content_admin_tab_import(inputs)
	if (locale === "nl") return nl_content_admin_tab_import(inputs)
	if (locale === "es") return es_content_admin_tab_import(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_tab_import(inputs)
	return en_content_admin_tab_import(inputs)
});