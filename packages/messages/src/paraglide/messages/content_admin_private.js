/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_PrivateInputs */

const en_content_admin_private = /** @type {(inputs: Content_Admin_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private`)
};

const de_content_admin_private = /** @type {(inputs: Content_Admin_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privat`)
};

const fr_content_admin_private = /** @type {(inputs: Content_Admin_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privé`)
};

const nl_content_admin_private = /** @type {(inputs: Content_Admin_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privé`)
};

const es_content_admin_private = /** @type {(inputs: Content_Admin_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privado`)
};

const en_xa2_content_admin_private = /** @type {(inputs: Content_Admin_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáţé ]`)
};

/**
* | output |
* | --- |
* | "Private" |
*
* @param {Content_Admin_PrivateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_private = /** @type {((inputs?: Content_Admin_PrivateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_PrivateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_private(inputs)
	if (locale === "fr") return fr_content_admin_private(inputs)
	if (locale === "nl") return nl_content_admin_private(inputs)
	if (locale === "es") return es_content_admin_private(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_private(inputs)
	return en_content_admin_private(inputs)
});