/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_FieldInputs */

const en_content_admin_field = /** @type {(inputs: Content_Admin_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Field`)
};

const de_content_admin_field = /** @type {(inputs: Content_Admin_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Feld`)
};

const fr_content_admin_field = /** @type {(inputs: Content_Admin_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Champ`)
};

const nl_content_admin_field = /** @type {(inputs: Content_Admin_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veld`)
};

const es_content_admin_field = /** @type {(inputs: Content_Admin_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Campo`)
};

const en_xa2_content_admin_field = /** @type {(inputs: Content_Admin_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ƒíéļð ]`)
};

/**
* | output |
* | --- |
* | "Field" |
*
* @param {Content_Admin_FieldInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_field = /** @type {((inputs?: Content_Admin_FieldInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_FieldInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_field(inputs)
	if (locale === "fr") return fr_content_admin_field(inputs)
	if (locale === "nl") return nl_content_admin_field(inputs)
	if (locale === "es") return es_content_admin_field(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_field(inputs)
	return en_content_admin_field(inputs)
});