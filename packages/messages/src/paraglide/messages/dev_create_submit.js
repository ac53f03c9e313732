/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Create_SubmitInputs */

const en_dev_create_submit = /** @type {(inputs: Dev_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Create key`)
};

const de_dev_create_submit = /** @type {(inputs: Dev_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel anlegen`)
};

const fr_dev_create_submit = /** @type {(inputs: Dev_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créer la clé`)
};

const nl_dev_create_submit = /** @type {(inputs: Dev_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sleutel maken`)
};

const es_dev_create_submit = /** @type {(inputs: Dev_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crear clave`)
};

const en_xa2_dev_create_submit = /** @type {(inputs: Dev_Create_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţé ķéý o]`)
};

/**
* | output |
* | --- |
* | "Create key" |
*
* @param {Dev_Create_SubmitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_create_submit = /** @type {((inputs?: Dev_Create_SubmitInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Create_SubmitInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_create_submit(inputs)
	if (locale === "fr") return fr_dev_create_submit(inputs)
	if (locale === "nl") return nl_dev_create_submit(inputs)
	if (locale === "es") return es_dev_create_submit(inputs)
	if (locale === "en-XA") return en_xa2_dev_create_submit(inputs)
	return en_dev_create_submit(inputs)
});