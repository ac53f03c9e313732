/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Status_RetiredInputs */

const en_content_admin_status_retired = /** @type {(inputs: Content_Admin_Status_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retired`)
};

const de_content_admin_status_retired = /** @type {(inputs: Content_Admin_Status_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Außer Dienst`)
};

const fr_content_admin_status_retired = /** @type {(inputs: Content_Admin_Status_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retiré`)
};

const nl_content_admin_status_retired = /** @type {(inputs: Content_Admin_Status_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buiten gebruik`)
};

const es_content_admin_status_retired = /** @type {(inputs: Content_Admin_Status_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirado`)
};

const en_xa2_content_admin_status_retired = /** @type {(inputs: Content_Admin_Status_RetiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéţíŕéð ]`)
};

/**
* | output |
* | --- |
* | "Retired" |
*
* @param {Content_Admin_Status_RetiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_status_retired = /** @type {((inputs?: Content_Admin_Status_RetiredInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Status_RetiredInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_status_retired(inputs)
	if (locale === "fr") return fr_content_admin_status_retired(inputs)
	if (locale === "nl") return nl_content_admin_status_retired(inputs)
	if (locale === "es") return es_content_admin_status_retired(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_status_retired(inputs)
	return en_content_admin_status_retired(inputs)
});