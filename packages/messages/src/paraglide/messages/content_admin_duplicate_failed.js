/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Duplicate_FailedInputs */

const en_content_admin_duplicate_failed = /** @type {(inputs: Content_Admin_Duplicate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not duplicate`)
};

const de_content_admin_duplicate_failed = /** @type {(inputs: Content_Admin_Duplicate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Duplizieren fehlgeschlagen`)
};

const fr_content_admin_duplicate_failed = /** @type {(inputs: Content_Admin_Duplicate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de dupliquer`)
};

const nl_content_admin_duplicate_failed = /** @type {(inputs: Content_Admin_Duplicate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kon niet dupliceren`)
};

const es_content_admin_duplicate_failed = /** @type {(inputs: Content_Admin_Duplicate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo duplicar`)
};

const en_xa2_content_admin_duplicate_failed = /** @type {(inputs: Content_Admin_Duplicate_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöüļð ñöţ ðüþļíçáţé one ]`)
};

/**
* | output |
* | --- |
* | "Could not duplicate" |
*
* @param {Content_Admin_Duplicate_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_duplicate_failed = /** @type {((inputs?: Content_Admin_Duplicate_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Duplicate_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_duplicate_failed(inputs)
	if (locale === "fr") return fr_content_admin_duplicate_failed(inputs)
	if (locale === "nl") return nl_content_admin_duplicate_failed(inputs)
	if (locale === "es") return es_content_admin_duplicate_failed(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_duplicate_failed(inputs)
	return en_content_admin_duplicate_failed(inputs)
});