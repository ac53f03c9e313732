/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_Last_UsedInputs */

const en_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last used`)
};

const de_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zuletzt genutzt`)
};

const fr_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dernière utilisation`)
};

const nl_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Laatst gebruikt`)
};

const es_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Último uso`)
};

const en_xa2_dev_last_used = /** @type {(inputs: Dev_Last_UsedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ļášţ üšéð ]`)
};

/**
* | output |
* | --- |
* | "Last used" |
*
* @param {Dev_Last_UsedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_last_used = /** @type {((inputs?: Dev_Last_UsedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_Last_UsedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_last_used(inputs)
	if (locale === "fr") return fr_dev_last_used(inputs)
	if (locale === "nl") return nl_dev_last_used(inputs)
	if (locale === "es") return es_dev_last_used(inputs)
	if (locale === "en-XA") return en_xa2_dev_last_used(inputs)
	return en_dev_last_used(inputs)
});