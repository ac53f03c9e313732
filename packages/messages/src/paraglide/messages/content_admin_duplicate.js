/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_DuplicateInputs */

const en_content_admin_duplicate = /** @type {(inputs: Content_Admin_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicate`)
};

const de_content_admin_duplicate = /** @type {(inputs: Content_Admin_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplizieren`)
};

const fr_content_admin_duplicate = /** @type {(inputs: Content_Admin_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dupliquer`)
};

const nl_content_admin_duplicate = /** @type {(inputs: Content_Admin_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dupliceren`)
};

const es_content_admin_duplicate = /** @type {(inputs: Content_Admin_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplicar`)
};

const en_xa2_content_admin_duplicate = /** @type {(inputs: Content_Admin_DuplicateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðüþļíçáţé ]`)
};

/**
* | output |
* | --- |
* | "Duplicate" |
*
* @param {Content_Admin_DuplicateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_duplicate = /** @type {((inputs?: Content_Admin_DuplicateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_DuplicateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_duplicate(inputs)
	if (locale === "fr") return fr_content_admin_duplicate(inputs)
	if (locale === "nl") return nl_content_admin_duplicate(inputs)
	if (locale === "es") return es_content_admin_duplicate(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_duplicate(inputs)
	return en_content_admin_duplicate(inputs)
});