/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ row: NonNullable<unknown> }} Content_Admin_Row_NInputs */

const en_content_admin_row_n = /** @type {(inputs: Content_Admin_Row_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Row ${i?.row}`)
};

const de_content_admin_row_n = /** @type {(inputs: Content_Admin_Row_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeile ${i?.row}`)
};

const fr_content_admin_row_n = /** @type {(inputs: Content_Admin_Row_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ligne ${i?.row}`)
};

const nl_content_admin_row_n = /** @type {(inputs: Content_Admin_Row_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Rij ${i?.row}`)
};

const es_content_admin_row_n = /** @type {(inputs: Content_Admin_Row_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Fila ${i?.row}`)
};

const en_xa2_content_admin_row_n = /** @type {(inputs: Content_Admin_Row_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ŕöŵ ${i?.row} ]`)
};

/**
* | output |
* | --- |
* | "Row {row}" |
*
* @param {Content_Admin_Row_NInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_row_n = /** @type {((inputs: Content_Admin_Row_NInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Row_NInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_row_n(inputs)
	if (locale === "fr") return fr_content_admin_row_n(inputs)
	if (locale === "nl") return nl_content_admin_row_n(inputs)
	if (locale === "es") return es_content_admin_row_n(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_row_n(inputs)
	return en_content_admin_row_n(inputs)
});