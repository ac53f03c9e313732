/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_RowInputs */

const en_content_admin_row = /** @type {(inputs: Content_Admin_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Row`)
};

const de_content_admin_row = /** @type {(inputs: Content_Admin_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zeile`)
};

const fr_content_admin_row = /** @type {(inputs: Content_Admin_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ligne`)
};

const nl_content_admin_row = /** @type {(inputs: Content_Admin_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rij`)
};

const es_content_admin_row = /** @type {(inputs: Content_Admin_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fila`)
};

const en_xa2_content_admin_row = /** @type {(inputs: Content_Admin_RowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕöŵ ]`)
};

/**
* | output |
* | --- |
* | "Row" |
*
* @param {Content_Admin_RowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_row = /** @type {((inputs?: Content_Admin_RowInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_RowInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_row(inputs)
	if (locale === "fr") return fr_content_admin_row(inputs)
	if (locale === "nl") return nl_content_admin_row(inputs)
	if (locale === "es") return es_content_admin_row(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_row(inputs)
	return en_content_admin_row(inputs)
});