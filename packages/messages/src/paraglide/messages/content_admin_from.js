/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_FromInputs */

const en_content_admin_from = /** @type {(inputs: Content_Admin_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`From`)
};

const de_content_admin_from = /** @type {(inputs: Content_Admin_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von`)
};

const fr_content_admin_from = /** @type {(inputs: Content_Admin_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De`)
};

const nl_content_admin_from = /** @type {(inputs: Content_Admin_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Van`)
};

const es_content_admin_from = /** @type {(inputs: Content_Admin_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desde`)
};

const en_xa2_content_admin_from = /** @type {(inputs: Content_Admin_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒŕöɱ ]`)
};

/**
* | output |
* | --- |
* | "From" |
*
* @param {Content_Admin_FromInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_from = /** @type {((inputs?: Content_Admin_FromInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_FromInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_from(inputs)
	if (locale === "fr") return fr_content_admin_from(inputs)
	if (locale === "nl") return nl_content_admin_from(inputs)
	if (locale === "es") return es_content_admin_from(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_from(inputs)
	return en_content_admin_from(inputs)
});