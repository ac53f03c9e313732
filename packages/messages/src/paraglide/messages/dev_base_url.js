/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Dev_Base_UrlInputs */

const en_dev_base_url = /** @type {(inputs: Dev_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Base URL ${i?.url}`)
};

const de_dev_base_url = /** @type {(inputs: Dev_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Basis-URL ${i?.url}`)
};

const fr_dev_base_url = /** @type {(inputs: Dev_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`URL de base ${i?.url}`)
};

const nl_dev_base_url = /** @type {(inputs: Dev_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Basis-URL ${i?.url}`)
};

const es_dev_base_url = /** @type {(inputs: Dev_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`URL base ${i?.url}`)
};

const en_xa2_dev_base_url = /** @type {(inputs: Dev_Base_UrlInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ɓášé ÛŔĻ ${i?.url} on]`)
};

/**
* | output |
* | --- |
* | "Base URL {url}" |
*
* @param {Dev_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_base_url = /** @type {((inputs: Dev_Base_UrlInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Base_UrlInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_base_url(inputs)
	if (locale === "fr") return fr_dev_base_url(inputs)
	if (locale === "nl") return nl_dev_base_url(inputs)
	if (locale === "es") return es_dev_base_url(inputs)
	if (locale === "en-XA") return en_xa2_dev_base_url(inputs)
	return en_dev_base_url(inputs)
});