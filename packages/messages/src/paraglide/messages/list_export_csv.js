/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Export_CsvInputs */

const en_list_export_csv = /** @type {(inputs: List_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export CSV`)
};

const de_list_export_csv = /** @type {(inputs: List_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV exportieren`)
};

const fr_list_export_csv = /** @type {(inputs: List_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en CSV`)
};

const nl_list_export_csv = /** @type {(inputs: List_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`CSV exporteren`)
};

const es_list_export_csv = /** @type {(inputs: List_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV`)
};

const en_xa2_list_export_csv = /** @type {(inputs: List_Export_CsvInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþöŕţ ÇŠṼ o]`)
};

/**
* | output |
* | --- |
* | "Export CSV" |
*
* @param {List_Export_CsvInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const list_export_csv = /** @type {((inputs?: List_Export_CsvInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Export_CsvInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_list_export_csv(inputs)
	if (locale === "fr") return fr_list_export_csv(inputs)
	if (locale === "nl") return nl_list_export_csv(inputs)
	if (locale === "es") return es_list_export_csv(inputs)
	if (locale === "en-XA") return en_xa2_list_export_csv(inputs)
	return en_list_export_csv(inputs)
});