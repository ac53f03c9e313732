/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_PublishedInputs */

const en_content_admin_published = /** @type {(inputs: Content_Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published`)
};

const de_content_admin_published = /** @type {(inputs: Content_Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlicht`)
};

const fr_content_admin_published = /** @type {(inputs: Content_Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiée`)
};

const nl_content_admin_published = /** @type {(inputs: Content_Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gepubliceerd`)
};

const es_content_admin_published = /** @type {(inputs: Content_Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicada`)
};

const en_xa2_content_admin_published = /** @type {(inputs: Content_Admin_PublishedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þüƀļíšĥéð ]`)
};

/**
* | output |
* | --- |
* | "Published" |
*
* @param {Content_Admin_PublishedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_published = /** @type {((inputs?: Content_Admin_PublishedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_PublishedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_published(inputs)
	if (locale === "fr") return fr_content_admin_published(inputs)
	if (locale === "nl") return nl_content_admin_published(inputs)
	if (locale === "es") return es_content_admin_published(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_published(inputs)
	return en_content_admin_published(inputs)
});