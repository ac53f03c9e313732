/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Copy_KeyInputs */

const en_dev_copy_key = /** @type {(inputs: Dev_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy key`)
};

const de_dev_copy_key = /** @type {(inputs: Dev_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schlüssel kopieren`)
};

const fr_dev_copy_key = /** @type {(inputs: Dev_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copier la clé`)
};

const nl_dev_copy_key = /** @type {(inputs: Dev_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sleutel kopiëren`)
};

const es_dev_copy_key = /** @type {(inputs: Dev_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiar clave`)
};

const en_xa2_dev_copy_key = /** @type {(inputs: Dev_Copy_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöþý ķéý ]`)
};

/**
* | output |
* | --- |
* | "Copy key" |
*
* @param {Dev_Copy_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_copy_key = /** @type {((inputs?: Dev_Copy_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Copy_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_copy_key(inputs)
	if (locale === "fr") return fr_dev_copy_key(inputs)
	if (locale === "nl") return nl_dev_copy_key(inputs)
	if (locale === "es") return es_dev_copy_key(inputs)
	if (locale === "en-XA") return en_xa2_dev_copy_key(inputs)
	return en_dev_copy_key(inputs)
});