/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dev_VersionInputs */

const en_dev_version = /** @type {(inputs: Dev_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const de_dev_version = /** @type {(inputs: Dev_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const fr_dev_version = /** @type {(inputs: Dev_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const nl_dev_version = /** @type {(inputs: Dev_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versie`)
};

const es_dev_version = /** @type {(inputs: Dev_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versión`)
};

const en_xa2_dev_version = /** @type {(inputs: Dev_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ]`)
};

/**
* | output |
* | --- |
* | "Version" |
*
* @param {Dev_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_version = /** @type {((inputs?: Dev_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dev_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_dev_version(inputs)
	if (locale === "fr") return fr_dev_version(inputs)
	if (locale === "nl") return nl_dev_version(inputs)
	if (locale === "es") return es_dev_version(inputs)
	if (locale === "en-XA") return en_xa2_dev_version(inputs)
	return en_dev_version(inputs)
});