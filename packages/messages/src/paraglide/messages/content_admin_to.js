/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_ToInputs */

const en_content_admin_to = /** @type {(inputs: Content_Admin_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To`)
};

const de_content_admin_to = /** @type {(inputs: Content_Admin_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bis`)
};

const fr_content_admin_to = /** @type {(inputs: Content_Admin_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`À`)
};

const nl_content_admin_to = /** @type {(inputs: Content_Admin_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tot`)
};

const es_content_admin_to = /** @type {(inputs: Content_Admin_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hasta`)
};

const en_xa2_content_admin_to = /** @type {(inputs: Content_Admin_ToInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţö ]`)
};

/**
* | output |
* | --- |
* | "To" |
*
* @param {Content_Admin_ToInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_to = /** @type {((inputs?: Content_Admin_ToInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_ToInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_to(inputs)
	if (locale === "fr") return fr_content_admin_to(inputs)
	if (locale === "nl") return nl_content_admin_to(inputs)
	if (locale === "es") return es_content_admin_to(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_to(inputs)
	return en_content_admin_to(inputs)
});