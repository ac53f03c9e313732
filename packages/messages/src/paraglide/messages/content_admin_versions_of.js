/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Versions_OfInputs */

const en_content_admin_versions_of = /** @type {(inputs: Content_Admin_Versions_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versions of ${i?.name}`)
};

const de_content_admin_versions_of = /** @type {(inputs: Content_Admin_Versions_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versionen von ${i?.name}`)
};

const fr_content_admin_versions_of = /** @type {(inputs: Content_Admin_Versions_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versions de ${i?.name}`)
};

const nl_content_admin_versions_of = /** @type {(inputs: Content_Admin_Versions_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versies van ${i?.name}`)
};

const es_content_admin_versions_of = /** @type {(inputs: Content_Admin_Versions_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versiones de ${i?.name}`)
};

const en_xa2_content_admin_versions_of = /** @type {(inputs: Content_Admin_Versions_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñš öƒ ${i?.name} one]`)
};

/**
* | output |
* | --- |
* | "Versions of {name}" |
*
* @param {Content_Admin_Versions_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_versions_of = /** @type {((inputs: Content_Admin_Versions_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Versions_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_versions_of(inputs)
	if (locale === "fr") return fr_content_admin_versions_of(inputs)
	if (locale === "nl") return nl_content_admin_versions_of(inputs)
	if (locale === "es") return es_content_admin_versions_of(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_versions_of(inputs)
	return en_content_admin_versions_of(inputs)
});