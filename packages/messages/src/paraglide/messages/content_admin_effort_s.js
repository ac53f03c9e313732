/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Effort_SInputs */

const en_content_admin_effort_s = /** @type {(inputs: Content_Admin_Effort_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Small`)
};

const de_content_admin_effort_s = /** @type {(inputs: Content_Admin_Effort_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klein`)
};

const fr_content_admin_effort_s = /** @type {(inputs: Content_Admin_Effort_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petit`)
};

const nl_content_admin_effort_s = /** @type {(inputs: Content_Admin_Effort_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Klein`)
};

const es_content_admin_effort_s = /** @type {(inputs: Content_Admin_Effort_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pequeño`)
};

const en_xa2_content_admin_effort_s = /** @type {(inputs: Content_Admin_Effort_SInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šɱáļļ ]`)
};

/**
* | output |
* | --- |
* | "Small" |
*
* @param {Content_Admin_Effort_SInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_effort_s = /** @type {((inputs?: Content_Admin_Effort_SInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Effort_SInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_effort_s(inputs)
	if (locale === "fr") return fr_content_admin_effort_s(inputs)
	if (locale === "nl") return nl_content_admin_effort_s(inputs)
	if (locale === "es") return es_content_admin_effort_s(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_effort_s(inputs)
	return en_content_admin_effort_s(inputs)
});