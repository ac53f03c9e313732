/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tcompare_VersionInputs */

const en_tcompare_version = /** @type {(inputs: Tcompare_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const de_tcompare_version = /** @type {(inputs: Tcompare_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const fr_tcompare_version = /** @type {(inputs: Tcompare_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

const nl_tcompare_version = /** @type {(inputs: Tcompare_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versie`)
};

const es_tcompare_version = /** @type {(inputs: Tcompare_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versión`)
};

const en_xa2_tcompare_version = /** @type {(inputs: Tcompare_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ]`)
};

/**
* | output |
* | --- |
* | "Version" |
*
* @param {Tcompare_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tcompare_version = /** @type {((inputs?: Tcompare_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tcompare_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tcompare_version(inputs)
	if (locale === "fr") return fr_tcompare_version(inputs)
	if (locale === "nl") return nl_tcompare_version(inputs)
	if (locale === "es") return es_tcompare_version(inputs)
	if (locale === "en-XA") return en_xa2_tcompare_version(inputs)
	return en_tcompare_version(inputs)
});