/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Scope_Read_WriteInputs */

const en_dev_scope_read_write = /** @type {(inputs: Dev_Scope_Read_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read and write`)
};

const de_dev_scope_read_write = /** @type {(inputs: Dev_Scope_Read_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lesen und schreiben`)
};

const fr_dev_scope_read_write = /** @type {(inputs: Dev_Scope_Read_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture et écriture`)
};

const nl_dev_scope_read_write = /** @type {(inputs: Dev_Scope_Read_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lezen en schrijven`)
};

const es_dev_scope_read_write = /** @type {(inputs: Dev_Scope_Read_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura y escritura`)
};

const en_xa2_dev_scope_read_write = /** @type {(inputs: Dev_Scope_Read_WriteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð áñð ŵŕíţé on]`)
};

/**
* | output |
* | --- |
* | "Read and write" |
*
* @param {Dev_Scope_Read_WriteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_scope_read_write = /** @type {((inputs?: Dev_Scope_Read_WriteInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Scope_Read_WriteInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_scope_read_write(inputs)
	if (locale === "fr") return fr_dev_scope_read_write(inputs)
	if (locale === "nl") return nl_dev_scope_read_write(inputs)
	if (locale === "es") return es_dev_scope_read_write(inputs)
	if (locale === "en-XA") return en_xa2_dev_scope_read_write(inputs)
	return en_dev_scope_read_write(inputs)
});