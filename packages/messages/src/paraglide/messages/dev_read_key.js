/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Read_KeyInputs */

const en_dev_read_key = /** @type {(inputs: Dev_Read_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read key`)
};

const de_dev_read_key = /** @type {(inputs: Dev_Read_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leseschlüssel`)
};

const fr_dev_read_key = /** @type {(inputs: Dev_Read_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé de lecture`)
};

const nl_dev_read_key = /** @type {(inputs: Dev_Read_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leessleutel`)
};

const es_dev_read_key = /** @type {(inputs: Dev_Read_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de lectura`)
};

const en_xa2_dev_read_key = /** @type {(inputs: Dev_Read_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð ķéý ]`)
};

/**
* | output |
* | --- |
* | "Read key" |
*
* @param {Dev_Read_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_read_key = /** @type {((inputs?: Dev_Read_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Read_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_read_key(inputs)
	if (locale === "fr") return fr_dev_read_key(inputs)
	if (locale === "nl") return nl_dev_read_key(inputs)
	if (locale === "es") return es_dev_read_key(inputs)
	if (locale === "en-XA") return en_xa2_dev_read_key(inputs)
	return en_dev_read_key(inputs)
});