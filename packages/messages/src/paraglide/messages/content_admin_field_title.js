/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Field_TitleInputs */

const en_content_admin_field_title = /** @type {(inputs: Content_Admin_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Title`)
};

const de_content_admin_field_title = /** @type {(inputs: Content_Admin_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

const fr_content_admin_field_title = /** @type {(inputs: Content_Admin_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titre`)
};

const nl_content_admin_field_title = /** @type {(inputs: Content_Admin_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Titel`)
};

const es_content_admin_field_title = /** @type {(inputs: Content_Admin_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Título`)
};

const en_xa2_content_admin_field_title = /** @type {(inputs: Content_Admin_Field_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíţļé ]`)
};

/**
* | output |
* | --- |
* | "Title" |
*
* @param {Content_Admin_Field_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_field_title = /** @type {((inputs?: Content_Admin_Field_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Field_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_field_title(inputs)
	if (locale === "fr") return fr_content_admin_field_title(inputs)
	if (locale === "nl") return nl_content_admin_field_title(inputs)
	if (locale === "es") return es_content_admin_field_title(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_field_title(inputs)
	return en_content_admin_field_title(inputs)
});