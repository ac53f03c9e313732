/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Content_Admin_Created_ToastInputs */

const en_content_admin_created_toast = /** @type {(inputs: Content_Admin_Created_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} created`)
};

const de_content_admin_created_toast = /** @type {(inputs: Content_Admin_Created_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} angelegt`)
};

const fr_content_admin_created_toast = /** @type {(inputs: Content_Admin_Created_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} créé`)
};

const nl_content_admin_created_toast = /** @type {(inputs: Content_Admin_Created_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gemaakt`)
};

const es_content_admin_created_toast = /** @type {(inputs: Content_Admin_Created_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} creado`)
};

const en_xa2_content_admin_created_toast = /** @type {(inputs: Content_Admin_Created_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.name} çŕéáţéð on]`)
};

/**
* | output |
* | --- |
* | "{name} created" |
*
* @param {Content_Admin_Created_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_created_toast = /** @type {((inputs: Content_Admin_Created_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Created_ToastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_created_toast(inputs)
	if (locale === "fr") return fr_content_admin_created_toast(inputs)
	if (locale === "nl") return nl_content_admin_created_toast(inputs)
	if (locale === "es") return es_content_admin_created_toast(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_created_toast(inputs)
	return en_content_admin_created_toast(inputs)
});