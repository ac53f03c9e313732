/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_DetailsInputs */

const en_content_admin_details = /** @type {(inputs: Content_Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const de_content_admin_details = /** @type {(inputs: Content_Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const fr_content_admin_details = /** @type {(inputs: Content_Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Détails`)
};

const nl_content_admin_details = /** @type {(inputs: Content_Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Details`)
};

const es_content_admin_details = /** @type {(inputs: Content_Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Detalles`)
};

const en_xa2_content_admin_details = /** @type {(inputs: Content_Admin_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðéţáíļš ]`)
};

/**
* | output |
* | --- |
* | "Details" |
*
* @param {Content_Admin_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_details = /** @type {((inputs?: Content_Admin_DetailsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_DetailsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_details(inputs)
	if (locale === "fr") return fr_content_admin_details(inputs)
	if (locale === "nl") return nl_content_admin_details(inputs)
	if (locale === "es") return es_content_admin_details(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_details(inputs)
	return en_content_admin_details(inputs)
});