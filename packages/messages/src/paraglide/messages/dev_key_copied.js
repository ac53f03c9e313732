/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Key_CopiedInputs */

const en_dev_key_copied = /** @type {(inputs: Dev_Key_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Key copied`)
};

const de_dev_key_copied = /** @type {(inputs: Dev_Key_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel kopiert`)
};

const fr_dev_key_copied = /** @type {(inputs: Dev_Key_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clé copiée`)
};

const nl_dev_key_copied = /** @type {(inputs: Dev_Key_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sleutel gekopieerd`)
};

const es_dev_key_copied = /** @type {(inputs: Dev_Key_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave copiada`)
};

const en_xa2_dev_key_copied = /** @type {(inputs: Dev_Key_CopiedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ķéý çöþíéð o]`)
};

/**
* | output |
* | --- |
* | "Key copied" |
*
* @param {Dev_Key_CopiedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_key_copied = /** @type {((inputs?: Dev_Key_CopiedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Key_CopiedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_key_copied(inputs)
	if (locale === "fr") return fr_dev_key_copied(inputs)
	if (locale === "nl") return nl_dev_key_copied(inputs)
	if (locale === "es") return es_dev_key_copied(inputs)
	if (locale === "en-XA") return en_xa2_dev_key_copied(inputs)
	return en_dev_key_copied(inputs)
});