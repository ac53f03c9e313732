/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Copy_New_KeyInputs */

const en_dev_copy_new_key = /** @type {(inputs: Dev_Copy_New_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy your new key`)
};

const de_dev_copy_new_key = /** @type {(inputs: Dev_Copy_New_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuen Schlüssel kopieren`)
};

const fr_dev_copy_new_key = /** @type {(inputs: Dev_Copy_New_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copiez votre nouvelle clé`)
};

const nl_dev_copy_new_key = /** @type {(inputs: Dev_Copy_New_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kopieer uw nieuwe sleutel`)
};

const es_dev_copy_new_key = /** @type {(inputs: Dev_Copy_New_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copie su nueva clave`)
};

const en_xa2_dev_copy_new_key = /** @type {(inputs: Dev_Copy_New_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöþý ýöüŕ ñéŵ ķéý one]`)
};

/**
* | output |
* | --- |
* | "Copy your new key" |
*
* @param {Dev_Copy_New_KeyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_copy_new_key = /** @type {((inputs?: Dev_Copy_New_KeyInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Copy_New_KeyInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_copy_new_key(inputs)
	if (locale === "fr") return fr_dev_copy_new_key(inputs)
	if (locale === "nl") return nl_dev_copy_new_key(inputs)
	if (locale === "es") return es_dev_copy_new_key(inputs)
	if (locale === "en-XA") return en_xa2_dev_copy_new_key(inputs)
	return en_dev_copy_new_key(inputs)
});