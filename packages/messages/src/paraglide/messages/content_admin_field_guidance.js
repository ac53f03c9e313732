/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Field_GuidanceInputs */

const en_content_admin_field_guidance = /** @type {(inputs: Content_Admin_Field_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guidance`)
};

const de_content_admin_field_guidance = /** @type {(inputs: Content_Admin_Field_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hinweise`)
};

const fr_content_admin_field_guidance = /** @type {(inputs: Content_Admin_Field_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conseils`)
};

const nl_content_admin_field_guidance = /** @type {(inputs: Content_Admin_Field_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Toelichting`)
};

const es_content_admin_field_guidance = /** @type {(inputs: Content_Admin_Field_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orientación`)
};

const en_xa2_content_admin_field_guidance = /** @type {(inputs: Content_Admin_Field_GuidanceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ĝüíðáñçé ]`)
};

/**
* | output |
* | --- |
* | "Guidance" |
*
* @param {Content_Admin_Field_GuidanceInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_field_guidance = /** @type {((inputs?: Content_Admin_Field_GuidanceInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Field_GuidanceInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_field_guidance(inputs)
	if (locale === "fr") return fr_content_admin_field_guidance(inputs)
	if (locale === "nl") return nl_content_admin_field_guidance(inputs)
	if (locale === "es") return es_content_admin_field_guidance(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_field_guidance(inputs)
	return en_content_admin_field_guidance(inputs)
});