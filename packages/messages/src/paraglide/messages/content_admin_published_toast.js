/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Content_Admin_Published_ToastInputs */

const en_content_admin_published_toast = /** @type {(inputs: Content_Admin_Published_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} published`)
};

const de_content_admin_published_toast = /** @type {(inputs: Content_Admin_Published_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} veröffentlicht`)
};

const fr_content_admin_published_toast = /** @type {(inputs: Content_Admin_Published_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} publiée`)
};

const nl_content_admin_published_toast = /** @type {(inputs: Content_Admin_Published_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version} gepubliceerd`)
};

const es_content_admin_published_toast = /** @type {(inputs: Content_Admin_Published_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versión ${i?.version} publicada`)
};

const en_xa2_content_admin_published_toast = /** @type {(inputs: Content_Admin_Published_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ${i?.version} þüƀļíšĥéð one tw]`)
};

/**
* | output |
* | --- |
* | "Version {version} published" |
*
* @param {Content_Admin_Published_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_published_toast = /** @type {((inputs: Content_Admin_Published_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Published_ToastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_published_toast(inputs)
	if (locale === "fr") return fr_content_admin_published_toast(inputs)
	if (locale === "nl") return nl_content_admin_published_toast(inputs)
	if (locale === "es") return es_content_admin_published_toast(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_published_toast(inputs)
	return en_content_admin_published_toast(inputs)
});