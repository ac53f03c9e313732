/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_New_Version_OfInputs */

const en_content_admin_new_version_of = /** @type {(inputs: Content_Admin_New_Version_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`New version of ${i?.name}`)
};

const de_content_admin_new_version_of = /** @type {(inputs: Content_Admin_New_Version_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Neue Version von ${i?.name}`)
};

const fr_content_admin_new_version_of = /** @type {(inputs: Content_Admin_New_Version_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nouvelle version de ${i?.name}`)
};

const nl_content_admin_new_version_of = /** @type {(inputs: Content_Admin_New_Version_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nieuwe versie van ${i?.name}`)
};

const es_content_admin_new_version_of = /** @type {(inputs: Content_Admin_New_Version_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nueva versión de ${i?.name}`)
};

const en_xa2_content_admin_new_version_of = /** @type {(inputs: Content_Admin_New_Version_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ñéŵ ṽéŕšíöñ öƒ ${i?.name} one ]`)
};

/**
* | output |
* | --- |
* | "New version of {name}" |
*
* @param {Content_Admin_New_Version_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_new_version_of = /** @type {((inputs: Content_Admin_New_Version_OfInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_New_Version_OfInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_new_version_of(inputs)
	if (locale === "fr") return fr_content_admin_new_version_of(inputs)
	if (locale === "nl") return nl_content_admin_new_version_of(inputs)
	if (locale === "es") return es_content_admin_new_version_of(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_new_version_of(inputs)
	return en_content_admin_new_version_of(inputs)
});