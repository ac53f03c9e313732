/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ size: NonNullable<unknown> }} Content_Admin_MegabytesInputs */

const en_content_admin_megabytes = /** @type {(inputs: Content_Admin_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

const de_content_admin_megabytes = /** @type {(inputs: Content_Admin_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

const fr_content_admin_megabytes = /** @type {(inputs: Content_Admin_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} Mo`)
};

const nl_content_admin_megabytes = /** @type {(inputs: Content_Admin_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

const es_content_admin_megabytes = /** @type {(inputs: Content_Admin_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.size} MB`)
};

const en_xa2_content_admin_megabytes = /** @type {(inputs: Content_Admin_MegabytesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.size} ṀƁ ]`)
};

/**
* | output |
* | --- |
* | "{size} MB" |
*
* @param {Content_Admin_MegabytesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_megabytes = /** @type {((inputs: Content_Admin_MegabytesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_MegabytesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_megabytes(inputs)
	if (locale === "fr") return fr_content_admin_megabytes(inputs)
	if (locale === "nl") return nl_content_admin_megabytes(inputs)
	if (locale === "es") return es_content_admin_megabytes(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_megabytes(inputs)
	return en_content_admin_megabytes(inputs)
});