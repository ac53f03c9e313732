/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Name_GlobalInputs */

const en_content_admin_name_global = /** @type {(inputs: Content_Admin_Name_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (global)`)
};

const de_content_admin_name_global = /** @type {(inputs: Content_Admin_Name_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (global)`)
};

const fr_content_admin_name_global = /** @type {(inputs: Content_Admin_Name_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (global)`)
};

const nl_content_admin_name_global = /** @type {(inputs: Content_Admin_Name_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (globaal)`)
};

const es_content_admin_name_global = /** @type {(inputs: Content_Admin_Name_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} (global)`)
};

const en_xa2_content_admin_name_global = /** @type {(inputs: Content_Admin_Name_GlobalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} (ĝļöƀáļ) on]`)
};

/**
* | output |
* | --- |
* | "{name} (global)" |
*
* @param {Content_Admin_Name_GlobalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_name_global = /** @type {((inputs: Content_Admin_Name_GlobalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Name_GlobalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_name_global(inputs)
	if (locale === "fr") return fr_content_admin_name_global(inputs)
	if (locale === "nl") return nl_content_admin_name_global(inputs)
	if (locale === "es") return es_content_admin_name_global(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_name_global(inputs)
	return en_content_admin_name_global(inputs)
});