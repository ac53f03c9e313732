/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Field_EffortInputs */

const en_content_admin_field_effort = /** @type {(inputs: Content_Admin_Field_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort`)
};

const de_content_admin_field_effort = /** @type {(inputs: Content_Admin_Field_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufwand`)
};

const fr_content_admin_field_effort = /** @type {(inputs: Content_Admin_Field_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort`)
};

const nl_content_admin_field_effort = /** @type {(inputs: Content_Admin_Field_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inspanning`)
};

const es_content_admin_field_effort = /** @type {(inputs: Content_Admin_Field_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esfuerzo`)
};

const en_xa2_content_admin_field_effort = /** @type {(inputs: Content_Admin_Field_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éƒƒöŕţ ]`)
};

/**
* | output |
* | --- |
* | "Effort" |
*
* @param {Content_Admin_Field_EffortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_field_effort = /** @type {((inputs?: Content_Admin_Field_EffortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Field_EffortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_field_effort(inputs)
	if (locale === "fr") return fr_content_admin_field_effort(inputs)
	if (locale === "nl") return nl_content_admin_field_effort(inputs)
	if (locale === "es") return es_content_admin_field_effort(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_field_effort(inputs)
	return en_content_admin_field_effort(inputs)
});