/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_New_Version_FailedInputs */

const en_content_admin_new_version_failed = /** @type {(inputs: Content_Admin_New_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Could not start a new version`)
};

const de_content_admin_new_version_failed = /** @type {(inputs: Content_Admin_New_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Version konnte nicht begonnen werden`)
};

const fr_content_admin_new_version_failed = /** @type {(inputs: Content_Admin_New_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Impossible de commencer une nouvelle version`)
};

const nl_content_admin_new_version_failed = /** @type {(inputs: Content_Admin_New_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kon geen nieuwe versie beginnen`)
};

const es_content_admin_new_version_failed = /** @type {(inputs: Content_Admin_New_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo empezar una nueva versión`)
};

const en_xa2_content_admin_new_version_failed = /** @type {(inputs: Content_Admin_New_Version_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöüļð ñöţ šţáŕţ á ñéŵ ṽéŕšíöñ one two]`)
};

/**
* | output |
* | --- |
* | "Could not start a new version" |
*
* @param {Content_Admin_New_Version_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_new_version_failed = /** @type {((inputs?: Content_Admin_New_Version_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_New_Version_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_new_version_failed(inputs)
	if (locale === "fr") return fr_content_admin_new_version_failed(inputs)
	if (locale === "nl") return nl_content_admin_new_version_failed(inputs)
	if (locale === "es") return es_content_admin_new_version_failed(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_new_version_failed(inputs)
	return en_content_admin_new_version_failed(inputs)
});