/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_CompareInputs */

const en_content_admin_compare = /** @type {(inputs: Content_Admin_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compare versions`)
};

const de_content_admin_compare = /** @type {(inputs: Content_Admin_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versionen vergleichen`)
};

const fr_content_admin_compare = /** @type {(inputs: Content_Admin_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparer les versions`)
};

const nl_content_admin_compare = /** @type {(inputs: Content_Admin_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versies vergelijken`)
};

const es_content_admin_compare = /** @type {(inputs: Content_Admin_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparar versiones`)
};

const en_xa2_content_admin_compare = /** @type {(inputs: Content_Admin_CompareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþáŕé ṽéŕšíöñš one]`)
};

/**
* | output |
* | --- |
* | "Compare versions" |
*
* @param {Content_Admin_CompareInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_compare = /** @type {((inputs?: Content_Admin_CompareInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_CompareInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_compare(inputs)
	if (locale === "fr") return fr_content_admin_compare(inputs)
	if (locale === "nl") return nl_content_admin_compare(inputs)
	if (locale === "es") return es_content_admin_compare(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_compare(inputs)
	return en_content_admin_compare(inputs)
});