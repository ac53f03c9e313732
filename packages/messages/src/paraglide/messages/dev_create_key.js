/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Create_KeyInputs */

const en_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create API key`)
};

const de_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-Schlüssel anlegen`)
};

const fr_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer une clé d’API`)
};

const nl_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API-sleutel maken`)
};

const es_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear clave de API`)
};

const en_xa2_dev_create_key = /** @type {(inputs: Dev_Create_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ÅÞÎ ķéý on]`)
};

/**
* | output |
* | --- |
* | "Create API key" |
*
* @param {Dev_Create_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_create_key = /** @type {((inputs?: Dev_Create_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_create_key(inputs)
	if (locale === "fr") return fr_dev_create_key(inputs)
	if (locale === "nl") return nl_dev_create_key(inputs)
	if (locale === "es") return es_dev_create_key(inputs)
	if (locale === "en-XA") return en_xa2_dev_create_key(inputs)
	return en_dev_create_key(inputs)
});