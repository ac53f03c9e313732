/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Export_JsonInputs */

const en_list_export_json = /** @type {(inputs: List_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export JSON`)
};

const de_list_export_json = /** @type {(inputs: List_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON exportieren`)
};

const fr_list_export_json = /** @type {(inputs: List_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exporter en JSON`)
};

const nl_list_export_json = /** @type {(inputs: List_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`JSON exporteren`)
};

const es_list_export_json = /** @type {(inputs: List_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar JSON`)
};

const en_xa2_list_export_json = /** @type {(inputs: List_Export_JsonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþöŕţ ĴŠÖÑ o]`)
};

/**
* | output |
* | --- |
* | "Export JSON" |
*
* @param {List_Export_JsonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const list_export_json = /** @type {((inputs?: List_Export_JsonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Export_JsonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_list_export_json(inputs)
	if (locale === "fr") return fr_list_export_json(inputs)
	if (locale === "nl") return nl_list_export_json(inputs)
	if (locale === "es") return es_list_export_json(inputs)
	if (locale === "en-XA") return en_xa2_list_export_json(inputs)
	return en_list_export_json(inputs)
});