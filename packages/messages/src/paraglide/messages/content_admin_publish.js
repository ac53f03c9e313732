/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_PublishInputs */

const en_content_admin_publish = /** @type {(inputs: Content_Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publish`)
};

const de_content_admin_publish = /** @type {(inputs: Content_Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichen`)
};

const fr_content_admin_publish = /** @type {(inputs: Content_Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publier`)
};

const nl_content_admin_publish = /** @type {(inputs: Content_Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publiceren`)
};

const es_content_admin_publish = /** @type {(inputs: Content_Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Publicar`)
};

const en_xa2_content_admin_publish = /** @type {(inputs: Content_Admin_PublishInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þüƀļíšĥ ]`)
};

/**
* | output |
* | --- |
* | "Publish" |
*
* @param {Content_Admin_PublishInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_publish = /** @type {((inputs?: Content_Admin_PublishInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_PublishInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_publish(inputs)
	if (locale === "fr") return fr_content_admin_publish(inputs)
	if (locale === "nl") return nl_content_admin_publish(inputs)
	if (locale === "es") return es_content_admin_publish(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_publish(inputs)
	return en_content_admin_publish(inputs)
});