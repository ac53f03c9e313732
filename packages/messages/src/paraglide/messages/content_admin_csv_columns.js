/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_ColumnsInputs */

const en_content_admin_csv_columns = /** @type {(inputs: Content_Admin_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV columns`)
};

const de_content_admin_csv_columns = /** @type {(inputs: Content_Admin_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV-Spalten`)
};

const fr_content_admin_csv_columns = /** @type {(inputs: Content_Admin_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Colonnes CSV`)
};

const nl_content_admin_csv_columns = /** @type {(inputs: Content_Admin_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV-kolommen`)
};

const es_content_admin_csv_columns = /** @type {(inputs: Content_Admin_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Columnas CSV`)
};

const en_xa2_content_admin_csv_columns = /** @type {(inputs: Content_Admin_Csv_ColumnsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÇŠṼ çöļüɱñš o]`)
};

/**
* | output |
* | --- |
* | "CSV columns" |
*
* @param {Content_Admin_Csv_ColumnsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_columns = /** @type {((inputs?: Content_Admin_Csv_ColumnsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_ColumnsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_columns(inputs)
	if (locale === "fr") return fr_content_admin_csv_columns(inputs)
	if (locale === "nl") return nl_content_admin_csv_columns(inputs)
	if (locale === "es") return es_content_admin_csv_columns(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_columns(inputs)
	return en_content_admin_csv_columns(inputs)
});