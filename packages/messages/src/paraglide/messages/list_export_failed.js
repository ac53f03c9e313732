/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} List_Export_FailedInputs */

const en_list_export_failed = /** @type {(inputs: List_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The export failed`)
};

const de_list_export_failed = /** @type {(inputs: List_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Export ist fehlgeschlagen`)
};

const fr_list_export_failed = /** @type {(inputs: List_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`L’export a échoué`)
};

const nl_list_export_failed = /** @type {(inputs: List_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De export is mislukt`)
};

const es_list_export_failed = /** @type {(inputs: List_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La exportación falló`)
};

const en_xa2_list_export_failed = /** @type {(inputs: List_Export_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţĥé éẋþöŕţ ƒáíļéð one]`)
};

/**
* | output |
* | --- |
* | "The export failed" |
*
* @param {List_Export_FailedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const list_export_failed = /** @type {((inputs?: List_Export_FailedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<List_Export_FailedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_list_export_failed(inputs)
	if (locale === "fr") return fr_list_export_failed(inputs)
	if (locale === "nl") return nl_list_export_failed(inputs)
	if (locale === "es") return es_list_export_failed(inputs)
	if (locale === "en-XA") return en_xa2_list_export_failed(inputs)
	return en_list_export_failed(inputs)
});