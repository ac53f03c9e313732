/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_No_DifferencesInputs */

const en_content_admin_no_differences = /** @type {(inputs: Content_Admin_No_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No differences`)
};

const de_content_admin_no_differences = /** @type {(inputs: Content_Admin_No_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Unterschiede`)
};

const fr_content_admin_no_differences = /** @type {(inputs: Content_Admin_No_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune différence`)
};

const nl_content_admin_no_differences = /** @type {(inputs: Content_Admin_No_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen verschillen`)
};

const es_content_admin_no_differences = /** @type {(inputs: Content_Admin_No_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin diferencias`)
};

const en_xa2_content_admin_no_differences = /** @type {(inputs: Content_Admin_No_DifferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ðíƒƒéŕéñçéš on]`)
};

/**
* | output |
* | --- |
* | "No differences" |
*
* @param {Content_Admin_No_DifferencesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_no_differences = /** @type {((inputs?: Content_Admin_No_DifferencesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_No_DifferencesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_no_differences(inputs)
	if (locale === "fr") return fr_content_admin_no_differences(inputs)
	if (locale === "nl") return nl_content_admin_no_differences(inputs)
	if (locale === "es") return es_content_admin_no_differences(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_no_differences(inputs)
	return en_content_admin_no_differences(inputs)
});