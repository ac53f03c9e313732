/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Field_WeightInputs */

const en_content_admin_field_weight = /** @type {(inputs: Content_Admin_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

const de_content_admin_field_weight = /** @type {(inputs: Content_Admin_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewichtung`)
};

const fr_content_admin_field_weight = /** @type {(inputs: Content_Admin_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

const nl_content_admin_field_weight = /** @type {(inputs: Content_Admin_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewicht`)
};

const es_content_admin_field_weight = /** @type {(inputs: Content_Admin_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

const en_xa2_content_admin_field_weight = /** @type {(inputs: Content_Admin_Field_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ]`)
};

/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Content_Admin_Field_WeightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_field_weight = /** @type {((inputs?: Content_Admin_Field_WeightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Field_WeightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_field_weight(inputs)
	if (locale === "fr") return fr_content_admin_field_weight(inputs)
	if (locale === "nl") return nl_content_admin_field_weight(inputs)
	if (locale === "es") return es_content_admin_field_weight(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_field_weight(inputs)
	return en_content_admin_field_weight(inputs)
});