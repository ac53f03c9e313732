/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ field: NonNullable<unknown>, language: NonNullable<unknown> }} Content_Admin_Field_TranslatedInputs */

const en_content_admin_field_translated = /** @type {(inputs: Content_Admin_Field_TranslatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.language})`)
};

const de_content_admin_field_translated = /** @type {(inputs: Content_Admin_Field_TranslatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.language})`)
};

const fr_content_admin_field_translated = /** @type {(inputs: Content_Admin_Field_TranslatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.language})`)
};

const nl_content_admin_field_translated = /** @type {(inputs: Content_Admin_Field_TranslatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.language})`)
};

const es_content_admin_field_translated = /** @type {(inputs: Content_Admin_Field_TranslatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.field} (${i?.language})`)
};

const en_xa2_content_admin_field_translated = /** @type {(inputs: Content_Admin_Field_TranslatedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.field} (${i?.language}) one ]`)
};

/**
* | output |
* | --- |
* | "{field} ({language})" |
*
* @param {Content_Admin_Field_TranslatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_field_translated = /** @type {((inputs: Content_Admin_Field_TranslatedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Field_TranslatedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_field_translated(inputs)
	if (locale === "fr") return fr_content_admin_field_translated(inputs)
	if (locale === "nl") return nl_content_admin_field_translated(inputs)
	if (locale === "es") return es_content_admin_field_translated(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_field_translated(inputs)
	return en_content_admin_field_translated(inputs)
});