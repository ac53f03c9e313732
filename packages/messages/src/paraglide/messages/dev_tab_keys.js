/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Tab_KeysInputs */

const en_dev_tab_keys = /** @type {(inputs: Dev_Tab_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API keys`)
};

const de_dev_tab_keys = /** @type {(inputs: Dev_Tab_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel`)
};

const fr_dev_tab_keys = /** @type {(inputs: Dev_Tab_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clés d’API`)
};

const nl_dev_tab_keys = /** @type {(inputs: Dev_Tab_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-sleutels`)
};

const es_dev_tab_keys = /** @type {(inputs: Dev_Tab_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claves de API`)
};

const en_xa2_dev_tab_keys = /** @type {(inputs: Dev_Tab_KeysInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[ÅÞÎ ķéýš ]`)
};

/**
* | output |
* | --- |
* | "API keys" |
*
* @param {Dev_Tab_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_tab_keys = /** @type {((inputs?: Dev_Tab_KeysInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Tab_KeysInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_tab_keys(inputs)
	if (locale === "fr") return fr_dev_tab_keys(inputs)
	if (locale === "nl") return nl_dev_tab_keys(inputs)
	if (locale === "es") return es_dev_tab_keys(inputs)
	if (locale === "en-XA") return en_xa2_dev_tab_keys(inputs)
	return en_dev_tab_keys(inputs)
});