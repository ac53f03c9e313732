/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Read_Write_KeyInputs */

const en_dev_read_write_key = /** @type {(inputs: Dev_Read_Write_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read-write key`)
};

const de_dev_read_write_key = /** @type {(inputs: Dev_Read_Write_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lese-Schreib-Schlüssel`)
};

const fr_dev_read_write_key = /** @type {(inputs: Dev_Read_Write_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé de lecture-écriture`)
};

const nl_dev_read_write_key = /** @type {(inputs: Dev_Read_Write_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lees-schrijfsleutel`)
};

const es_dev_read_write_key = /** @type {(inputs: Dev_Read_Write_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de lectura y escritura`)
};

const en_xa2_dev_read_write_key = /** @type {(inputs: Dev_Read_Write_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð-ŵŕíţé ķéý on]`)
};

/**
* | output |
* | --- |
* | "Read-write key" |
*
* @param {Dev_Read_Write_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_read_write_key = /** @type {((inputs?: Dev_Read_Write_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Read_Write_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_read_write_key(inputs)
	if (locale === "fr") return fr_dev_read_write_key(inputs)
	if (locale === "nl") return nl_dev_read_write_key(inputs)
	if (locale === "es") return es_dev_read_write_key(inputs)
	if (locale === "en-XA") return en_xa2_dev_read_write_key(inputs)
	return en_dev_read_write_key(inputs)
});