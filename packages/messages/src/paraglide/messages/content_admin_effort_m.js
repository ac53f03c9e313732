/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Effort_MInputs */

const en_content_admin_effort_m = /** @type {(inputs: Content_Admin_Effort_MInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medium`)
};

const de_content_admin_effort_m = /** @type {(inputs: Content_Admin_Effort_MInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mittel`)
};

const fr_content_admin_effort_m = /** @type {(inputs: Content_Admin_Effort_MInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Moyen`)
};

const nl_content_admin_effort_m = /** @type {(inputs: Content_Admin_Effort_MInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Middel`)
};

const es_content_admin_effort_m = /** @type {(inputs: Content_Admin_Effort_MInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Medio`)
};

const en_xa2_content_admin_effort_m = /** @type {(inputs: Content_Admin_Effort_MInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṁéðíüɱ ]`)
};

/**
* | output |
* | --- |
* | "Medium" |
*
* @param {Content_Admin_Effort_MInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_effort_m = /** @type {((inputs?: Content_Admin_Effort_MInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Effort_MInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_effort_m(inputs)
	if (locale === "fr") return fr_content_admin_effort_m(inputs)
	if (locale === "nl") return nl_content_admin_effort_m(inputs)
	if (locale === "es") return es_content_admin_effort_m(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_effort_m(inputs)
	return en_content_admin_effort_m(inputs)
});