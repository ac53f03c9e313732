/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Load_TheirsInputs */

const en_content_admin_load_theirs = /** @type {(inputs: Content_Admin_Load_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Load their version`)
};

const de_content_admin_load_theirs = /** @type {(inputs: Content_Admin_Load_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deren Version laden`)
};

const fr_content_admin_load_theirs = /** @type {(inputs: Content_Admin_Load_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Charger sa version`)
};

const nl_content_admin_load_theirs = /** @type {(inputs: Content_Admin_Load_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hun versie laden`)
};

const es_content_admin_load_theirs = /** @type {(inputs: Content_Admin_Load_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargar su versión`)
};

const en_xa2_content_admin_load_theirs = /** @type {(inputs: Content_Admin_Load_TheirsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļöáð ţĥéíŕ ṽéŕšíöñ one]`)
};

/**
* | output |
* | --- |
* | "Load their version" |
*
* @param {Content_Admin_Load_TheirsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_load_theirs = /** @type {((inputs?: Content_Admin_Load_TheirsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Load_TheirsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_load_theirs(inputs)
	if (locale === "fr") return fr_content_admin_load_theirs(inputs)
	if (locale === "nl") return nl_content_admin_load_theirs(inputs)
	if (locale === "es") return es_content_admin_load_theirs(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_load_theirs(inputs)
	return en_content_admin_load_theirs(inputs)
});