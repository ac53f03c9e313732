/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Content_Admin_Retired_ToastInputs */

const en_content_admin_retired_toast = /** @type {(inputs: Content_Admin_Retired_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} retired`)
};

const de_content_admin_retired_toast = /** @type {(inputs: Content_Admin_Retired_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} außer Dienst gestellt`)
};

const fr_content_admin_retired_toast = /** @type {(inputs: Content_Admin_Retired_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version} retirée`)
};

const nl_content_admin_retired_toast = /** @type {(inputs: Content_Admin_Retired_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version} buiten gebruik gesteld`)
};

const es_content_admin_retired_toast = /** @type {(inputs: Content_Admin_Retired_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versión ${i?.version} retirada`)
};

const en_xa2_content_admin_retired_toast = /** @type {(inputs: Content_Admin_Retired_ToastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ${i?.version} ŕéţíŕéð one tw]`)
};

/**
* | output |
* | --- |
* | "Version {version} retired" |
*
* @param {Content_Admin_Retired_ToastInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_retired_toast = /** @type {((inputs: Content_Admin_Retired_ToastInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Retired_ToastInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_retired_toast(inputs)
	if (locale === "fr") return fr_content_admin_retired_toast(inputs)
	if (locale === "nl") return nl_content_admin_retired_toast(inputs)
	if (locale === "es") return es_content_admin_retired_toast(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_retired_toast(inputs)
	return en_content_admin_retired_toast(inputs)
});