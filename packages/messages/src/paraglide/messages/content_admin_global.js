/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_GlobalInputs */

const en_content_admin_global = /** @type {(inputs: Content_Admin_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const de_content_admin_global = /** @type {(inputs: Content_Admin_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const fr_content_admin_global = /** @type {(inputs: Content_Admin_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const nl_content_admin_global = /** @type {(inputs: Content_Admin_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Globaal`)
};

const es_content_admin_global = /** @type {(inputs: Content_Admin_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Global`)
};

const en_xa2_content_admin_global = /** @type {(inputs: Content_Admin_GlobalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝļöƀáļ ]`)
};

/**
* | output |
* | --- |
* | "Global" |
*
* @param {Content_Admin_GlobalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_global = /** @type {((inputs?: Content_Admin_GlobalInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_GlobalInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_global(inputs)
	if (locale === "fr") return fr_content_admin_global(inputs)
	if (locale === "nl") return nl_content_admin_global(inputs)
	if (locale === "es") return es_content_admin_global(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_global(inputs)
	return en_content_admin_global(inputs)
});