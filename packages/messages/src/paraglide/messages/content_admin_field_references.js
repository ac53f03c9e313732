/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Field_ReferencesInputs */

const en_content_admin_field_references = /** @type {(inputs: Content_Admin_Field_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`References`)
};

const de_content_admin_field_references = /** @type {(inputs: Content_Admin_Field_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenzen`)
};

const fr_content_admin_field_references = /** @type {(inputs: Content_Admin_Field_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Références`)
};

const nl_content_admin_field_references = /** @type {(inputs: Content_Admin_Field_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenties`)
};

const es_content_admin_field_references = /** @type {(inputs: Content_Admin_Field_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referencias`)
};

const en_xa2_content_admin_field_references = /** @type {(inputs: Content_Admin_Field_ReferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéƒéŕéñçéš o]`)
};

/**
* | output |
* | --- |
* | "References" |
*
* @param {Content_Admin_Field_ReferencesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_field_references = /** @type {((inputs?: Content_Admin_Field_ReferencesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Field_ReferencesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_field_references(inputs)
	if (locale === "fr") return fr_content_admin_field_references(inputs)
	if (locale === "nl") return nl_content_admin_field_references(inputs)
	if (locale === "es") return es_content_admin_field_references(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_field_references(inputs)
	return en_content_admin_field_references(inputs)
});