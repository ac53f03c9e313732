/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Create_TitleInputs */

const en_dev_create_title = /** @type {(inputs: Dev_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create an API key`)
};

const de_dev_create_title = /** @type {(inputs: Dev_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einen API-Schlüssel anlegen`)
};

const fr_dev_create_title = /** @type {(inputs: Dev_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer une clé d’API`)
};

const nl_dev_create_title = /** @type {(inputs: Dev_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Een API-sleutel maken`)
};

const es_dev_create_title = /** @type {(inputs: Dev_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear una clave de API`)
};

const en_xa2_dev_create_title = /** @type {(inputs: Dev_Create_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé áñ ÅÞÎ ķéý one]`)
};

/**
* | output |
* | --- |
* | "Create an API key" |
*
* @param {Dev_Create_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_create_title = /** @type {((inputs?: Dev_Create_TitleInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_TitleInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_create_title(inputs)
	if (locale === "fr") return fr_dev_create_title(inputs)
	if (locale === "nl") return nl_dev_create_title(inputs)
	if (locale === "es") return es_dev_create_title(inputs)
	if (locale === "en-XA") return en_xa2_dev_create_title(inputs)
	return en_dev_create_title(inputs)
});