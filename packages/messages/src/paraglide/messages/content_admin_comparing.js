/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_ComparingInputs */

const en_content_admin_comparing = /** @type {(inputs: Content_Admin_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparing versions`)
};

const de_content_admin_comparing = /** @type {(inputs: Content_Admin_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versionen werden verglichen`)
};

const fr_content_admin_comparing = /** @type {(inputs: Content_Admin_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparaison des versions`)
};

const nl_content_admin_comparing = /** @type {(inputs: Content_Admin_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versies worden vergeleken`)
};

const es_content_admin_comparing = /** @type {(inputs: Content_Admin_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comparando versiones`)
};

const en_xa2_content_admin_comparing = /** @type {(inputs: Content_Admin_ComparingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöɱþáŕíñĝ ṽéŕšíöñš one]`)
};

/**
* | output |
* | --- |
* | "Comparing versions" |
*
* @param {Content_Admin_ComparingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_comparing = /** @type {((inputs?: Content_Admin_ComparingInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_ComparingInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_comparing(inputs)
	if (locale === "fr") return fr_content_admin_comparing(inputs)
	if (locale === "nl") return nl_content_admin_comparing(inputs)
	if (locale === "es") return es_content_admin_comparing(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_comparing(inputs)
	return en_content_admin_comparing(inputs)
});