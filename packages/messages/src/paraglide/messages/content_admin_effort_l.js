/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Effort_LInputs */

const en_content_admin_effort_l = /** @type {(inputs: Content_Admin_Effort_LInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Large`)
};

const de_content_admin_effort_l = /** @type {(inputs: Content_Admin_Effort_LInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groß`)
};

const fr_content_admin_effort_l = /** @type {(inputs: Content_Admin_Effort_LInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grand`)
};

const nl_content_admin_effort_l = /** @type {(inputs: Content_Admin_Effort_LInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Groot`)
};

const es_content_admin_effort_l = /** @type {(inputs: Content_Admin_Effort_LInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grande`)
};

const en_xa2_content_admin_effort_l = /** @type {(inputs: Content_Admin_Effort_LInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļáŕĝé ]`)
};

/**
* | output |
* | --- |
* | "Large" |
*
* @param {Content_Admin_Effort_LInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_effort_l = /** @type {((inputs?: Content_Admin_Effort_LInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Effort_LInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_effort_l(inputs)
	if (locale === "fr") return fr_content_admin_effort_l(inputs)
	if (locale === "nl") return nl_content_admin_effort_l(inputs)
	if (locale === "es") return es_content_admin_effort_l(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_effort_l(inputs)
	return en_content_admin_effort_l(inputs)
});