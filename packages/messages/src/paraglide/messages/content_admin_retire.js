/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_RetireInputs */

const en_content_admin_retire = /** @type {(inputs: Content_Admin_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retire`)
};

const de_content_admin_retire = /** @type {(inputs: Content_Admin_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Außer Dienst stellen`)
};

const fr_content_admin_retire = /** @type {(inputs: Content_Admin_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirer`)
};

const nl_content_admin_retire = /** @type {(inputs: Content_Admin_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buiten gebruik stellen`)
};

const es_content_admin_retire = /** @type {(inputs: Content_Admin_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirar`)
};

const en_xa2_content_admin_retire = /** @type {(inputs: Content_Admin_RetireInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéţíŕé ]`)
};

/**
* | output |
* | --- |
* | "Retire" |
*
* @param {Content_Admin_RetireInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_retire = /** @type {((inputs?: Content_Admin_RetireInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_RetireInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_retire(inputs)
	if (locale === "fr") return fr_content_admin_retire(inputs)
	if (locale === "nl") return nl_content_admin_retire(inputs)
	if (locale === "es") return es_content_admin_retire(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_retire(inputs)
	return en_content_admin_retire(inputs)
});