/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Imported_ToastInputs */

const en_content_admin_imported_toast = /** @type {(inputs: Content_Admin_Imported_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} imported as a draft`)
};

const de_content_admin_imported_toast = /** @type {(inputs: Content_Admin_Imported_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} als Entwurf importiert`)
};

const fr_content_admin_imported_toast = /** @type {(inputs: Content_Admin_Imported_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} importé comme brouillon`)
};

const nl_content_admin_imported_toast = /** @type {(inputs: Content_Admin_Imported_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} geïmporteerd als concept`)
};

const es_content_admin_imported_toast = /** @type {(inputs: Content_Admin_Imported_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} importado como borrador`)
};

const en_xa2_content_admin_imported_toast = /** @type {(inputs: Content_Admin_Imported_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} íɱþöŕţéð áš á ðŕáƒţ one tw]`)
};

/**
* | output |
* | --- |
* | "{name} imported as a draft" |
*
* @param {Content_Admin_Imported_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_imported_toast = /** @type {((inputs: Content_Admin_Imported_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Imported_ToastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_imported_toast(inputs)
	if (locale === "fr") return fr_content_admin_imported_toast(inputs)
	if (locale === "nl") return nl_content_admin_imported_toast(inputs)
	if (locale === "es") return es_content_admin_imported_toast(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_imported_toast(inputs)
	return en_content_admin_imported_toast(inputs)
});