/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Explore_VersionInputs */

const en_explore_version = /** @type {(inputs: Explore_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const de_explore_version = /** @type {(inputs: Explore_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const fr_explore_version = /** @type {(inputs: Explore_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Version ${i?.version}`)
};

const nl_explore_version = /** @type {(inputs: Explore_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versie ${i?.version}`)
};

const es_explore_version = /** @type {(inputs: Explore_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versión ${i?.version}`)
};

const en_xa2_explore_version = /** @type {(inputs: Explore_VersionInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Ṽéŕšíöñ ${i?.version} one]`)
};

/**
* | output |
* | --- |
* | "Version {version}" |
*
* @param {Explore_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_version = /** @type {((inputs: Explore_VersionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_VersionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_version(inputs)
	if (locale === "fr") return fr_explore_version(inputs)
	if (locale === "nl") return nl_explore_version(inputs)
	if (locale === "es") return es_explore_version(inputs)
	if (locale === "en-XA") return en_xa2_explore_version(inputs)
	return en_explore_version(inputs)
});