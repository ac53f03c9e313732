/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Content_Admin_Csv_Columns_DescriptionInputs */

const en_content_admin_csv_columns_description = /** @type {(inputs: Content_Admin_Csv_Columns_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`One row per control, with a header row. Columns may come in any order.`)
};

const de_content_admin_csv_columns_description = /** @type {(inputs: Content_Admin_Csv_Columns_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zeile pro Kontrolle, mit Kopfzeile. Die Spalten dürfen in beliebiger Reihenfolge stehen.`)
};

const fr_content_admin_csv_columns_description = /** @type {(inputs: Content_Admin_Csv_Columns_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une ligne par contrôle, avec une ligne d’en-tête. Les colonnes peuvent être dans n’importe quel ordre.`)
};

const nl_content_admin_csv_columns_description = /** @type {(inputs: Content_Admin_Csv_Columns_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eén rij per control, met een kopregel. De kolommen mogen in elke volgorde staan.`)
};

const es_content_admin_csv_columns_description = /** @type {(inputs: Content_Admin_Csv_Columns_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una fila por control, con una fila de encabezado. Las columnas pueden ir en cualquier orden.`)
};

const en_xa2_content_admin_csv_columns_description = /** @type {(inputs: Content_Admin_Csv_Columns_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öñé ŕöŵ þéŕ çöñţŕöļ, ŵíţĥ á ĥéáðéŕ ŕöŵ. Çöļüɱñš ɱáý çöɱé íñ áñý öŕðéŕ. one two three four fiv]`)
};

/**
* | output |
* | --- |
* | "One row per control, with a header row. Columns may come in any order." |
*
* @param {Content_Admin_Csv_Columns_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const content_admin_csv_columns_description = /** @type {((inputs?: Content_Admin_Csv_Columns_DescriptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Content_Admin_Csv_Columns_DescriptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_content_admin_csv_columns_description(inputs)
	if (locale === "fr") return fr_content_admin_csv_columns_description(inputs)
	if (locale === "nl") return nl_content_admin_csv_columns_description(inputs)
	if (locale === "es") return es_content_admin_csv_columns_description(inputs)
	if (locale === "en-XA") return en_xa2_content_admin_csv_columns_description(inputs)
	return en_content_admin_csv_columns_description(inputs)
});