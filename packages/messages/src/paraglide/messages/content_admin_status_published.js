/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Status_PublishedInputs */

const en_content_admin_status_published = /** @type {(inputs: Content_Admin_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published`)
};

const de_content_admin_status_published = /** @type {(inputs: Content_Admin_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlicht`)
};

const fr_content_admin_status_published = /** @type {(inputs: Content_Admin_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publié`)
};

const nl_content_admin_status_published = /** @type {(inputs: Content_Admin_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gepubliceerd`)
};

const es_content_admin_status_published = /** @type {(inputs: Content_Admin_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicado`)
};

const en_xa2_content_admin_status_published = /** @type {(inputs: Content_Admin_Status_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þüƀļíšĥéð ]`)
};

/**
* | output |
* | --- |
* | "Published" |
*
* @param {Content_Admin_Status_PublishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_status_published = /** @type {((inputs?: Content_Admin_Status_PublishedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Status_PublishedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_status_published(inputs)
	if (locale === "fr") return fr_content_admin_status_published(inputs)
	if (locale === "nl") return nl_content_admin_status_published(inputs)
	if (locale === "es") return es_content_admin_status_published(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_status_published(inputs)
	return en_content_admin_status_published(inputs)
});