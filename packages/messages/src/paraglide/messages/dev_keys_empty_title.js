/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Keys_Empty_TitleInputs */

const en_dev_keys_empty_title = /** @type {(inputs: Dev_Keys_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No API keys yet`)
};

const de_dev_keys_empty_title = /** @type {(inputs: Dev_Keys_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine API-Schlüssel`)
};

const fr_dev_keys_empty_title = /** @type {(inputs: Dev_Keys_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aucune clé d’API pour l’instant`)
};

const nl_dev_keys_empty_title = /** @type {(inputs: Dev_Keys_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nog geen API-sleutels`)
};

const es_dev_keys_empty_title = /** @type {(inputs: Dev_Keys_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay claves de API`)
};

const en_xa2_dev_keys_empty_title = /** @type {(inputs: Dev_Keys_Empty_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ÅÞÎ ķéýš ýéţ on]`)
};

/**
* | output |
* | --- |
* | "No API keys yet" |
*
* @param {Dev_Keys_Empty_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_keys_empty_title = /** @type {((inputs?: Dev_Keys_Empty_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Keys_Empty_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_keys_empty_title(inputs)
	if (locale === "fr") return fr_dev_keys_empty_title(inputs)
	if (locale === "nl") return nl_dev_keys_empty_title(inputs)
	if (locale === "es") return es_dev_keys_empty_title(inputs)
	if (locale === "en-XA") return en_xa2_dev_keys_empty_title(inputs)
	return en_dev_keys_empty_title(inputs)
});