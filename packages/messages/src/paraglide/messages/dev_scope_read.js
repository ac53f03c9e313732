/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Scope_ReadInputs */

const en_dev_scope_read = /** @type {(inputs: Dev_Scope_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Read`)
};

const de_dev_scope_read = /** @type {(inputs: Dev_Scope_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lesen`)
};

const fr_dev_scope_read = /** @type {(inputs: Dev_Scope_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lecture`)
};

const nl_dev_scope_read = /** @type {(inputs: Dev_Scope_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lezen`)
};

const es_dev_scope_read = /** @type {(inputs: Dev_Scope_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Lectura`)
};

const en_xa2_dev_scope_read = /** @type {(inputs: Dev_Scope_ReadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŕéáð ]`)
};

/**
* | output |
* | --- |
* | "Read" |
*
* @param {Dev_Scope_ReadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_scope_read = /** @type {((inputs?: Dev_Scope_ReadInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Scope_ReadInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_scope_read(inputs)
	if (locale === "fr") return fr_dev_scope_read(inputs)
	if (locale === "nl") return nl_dev_scope_read(inputs)
	if (locale === "es") return es_dev_scope_read(inputs)
	if (locale === "en-XA") return en_xa2_dev_scope_read(inputs)
	return en_dev_scope_read(inputs)
});