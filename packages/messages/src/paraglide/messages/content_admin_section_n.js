/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ section: NonNullable<unknown>, row: NonNullable<unknown> }} Content_Admin_Section_NInputs */

const en_content_admin_section_n = /** @type {(inputs: Content_Admin_Section_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} ${i?.row}`)
};

const de_content_admin_section_n = /** @type {(inputs: Content_Admin_Section_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} ${i?.row}`)
};

const fr_content_admin_section_n = /** @type {(inputs: Content_Admin_Section_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} ${i?.row}`)
};

const nl_content_admin_section_n = /** @type {(inputs: Content_Admin_Section_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} ${i?.row}`)
};

const es_content_admin_section_n = /** @type {(inputs: Content_Admin_Section_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.section} ${i?.row}`)
};

const en_xa2_content_admin_section_n = /** @type {(inputs: Content_Admin_Section_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.section} ${i?.row} on]`)
};

/**
* | output |
* | --- |
* | "{section} {row}" |
*
* @param {Content_Admin_Section_NInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_section_n = /** @type {((inputs: Content_Admin_Section_NInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Section_NInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_section_n(inputs)
	if (locale === "fr") return fr_content_admin_section_n(inputs)
	if (locale === "nl") return nl_content_admin_section_n(inputs)
	if (locale === "es") return es_content_admin_section_n(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_section_n(inputs)
	return en_content_admin_section_n(inputs)
});