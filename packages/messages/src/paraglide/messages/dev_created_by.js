/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Created_ByInputs */

const en_dev_created_by = /** @type {(inputs: Dev_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created by`)
};

const de_dev_created_by = /** @type {(inputs: Dev_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angelegt von`)
};

const fr_dev_created_by = /** @type {(inputs: Dev_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créée par`)
};

const nl_dev_created_by = /** @type {(inputs: Dev_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemaakt door`)
};

const es_dev_created_by = /** @type {(inputs: Dev_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creada por`)
};

const en_xa2_dev_created_by = /** @type {(inputs: Dev_Created_ByInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ƀý o]`)
};

/**
* | output |
* | --- |
* | "Created by" |
*
* @param {Dev_Created_ByInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_created_by = /** @type {((inputs?: Dev_Created_ByInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Created_ByInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_created_by(inputs)
	if (locale === "fr") return fr_dev_created_by(inputs)
	if (locale === "nl") return nl_dev_created_by(inputs)
	if (locale === "es") return es_dev_created_by(inputs)
	if (locale === "en-XA") return en_xa2_dev_created_by(inputs)
	return en_dev_created_by(inputs)
});