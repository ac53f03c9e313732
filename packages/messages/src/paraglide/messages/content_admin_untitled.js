/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_UntitledInputs */

const en_content_admin_untitled = /** @type {(inputs: Content_Admin_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Untitled`)
};

const de_content_admin_untitled = /** @type {(inputs: Content_Admin_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ohne Titel`)
};

const fr_content_admin_untitled = /** @type {(inputs: Content_Admin_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans titre`)
};

const nl_content_admin_untitled = /** @type {(inputs: Content_Admin_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zonder titel`)
};

const es_content_admin_untitled = /** @type {(inputs: Content_Admin_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin título`)
};

const en_xa2_content_admin_untitled = /** @type {(inputs: Content_Admin_UntitledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ûñţíţļéð ]`)
};

/**
* | output |
* | --- |
* | "Untitled" |
*
* @param {Content_Admin_UntitledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_untitled = /** @type {((inputs?: Content_Admin_UntitledInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_UntitledInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_untitled(inputs)
	if (locale === "fr") return fr_content_admin_untitled(inputs)
	if (locale === "nl") return nl_content_admin_untitled(inputs)
	if (locale === "es") return es_content_admin_untitled(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_untitled(inputs)
	return en_content_admin_untitled(inputs)
});