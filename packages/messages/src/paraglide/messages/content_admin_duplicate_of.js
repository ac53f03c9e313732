/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Duplicate_OfInputs */

const en_content_admin_duplicate_of = /** @type {(inputs: Content_Admin_Duplicate_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duplicate ${i?.name}`)
};

const de_content_admin_duplicate_of = /** @type {(inputs: Content_Admin_Duplicate_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} duplizieren`)
};

const fr_content_admin_duplicate_of = /** @type {(inputs: Content_Admin_Duplicate_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dupliquer ${i?.name}`)
};

const nl_content_admin_duplicate_of = /** @type {(inputs: Content_Admin_Duplicate_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} dupliceren`)
};

const es_content_admin_duplicate_of = /** @type {(inputs: Content_Admin_Duplicate_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Duplicar ${i?.name}`)
};

const en_xa2_content_admin_duplicate_of = /** @type {(inputs: Content_Admin_Duplicate_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ðüþļíçáţé ${i?.name} one]`)
};

/**
* | output |
* | --- |
* | "Duplicate {name}" |
*
* @param {Content_Admin_Duplicate_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_duplicate_of = /** @type {((inputs: Content_Admin_Duplicate_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Duplicate_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_duplicate_of(inputs)
	if (locale === "fr") return fr_content_admin_duplicate_of(inputs)
	if (locale === "nl") return nl_content_admin_duplicate_of(inputs)
	if (locale === "es") return es_content_admin_duplicate_of(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_duplicate_of(inputs)
	return en_content_admin_duplicate_of(inputs)
});