/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Content_Admin_VInputs */

const en_content_admin_v = /** @type {(inputs: Content_Admin_VInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const de_content_admin_v = /** @type {(inputs: Content_Admin_VInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const fr_content_admin_v = /** @type {(inputs: Content_Admin_VInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const nl_content_admin_v = /** @type {(inputs: Content_Admin_VInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const es_content_admin_v = /** @type {(inputs: Content_Admin_VInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const en_xa2_content_admin_v = /** @type {(inputs: Content_Admin_VInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ṽ${i?.version} o]`)
};

/**
* | output |
* | --- |
* | "v{version}" |
*
* @param {Content_Admin_VInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_v = /** @type {((inputs: Content_Admin_VInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_VInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_v(inputs)
	if (locale === "fr") return fr_content_admin_v(inputs)
	if (locale === "nl") return nl_content_admin_v(inputs)
	if (locale === "es") return es_content_admin_v(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_v(inputs)
	return en_content_admin_v(inputs)
});