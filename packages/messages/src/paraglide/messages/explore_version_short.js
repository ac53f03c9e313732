/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ version: NonNullable<unknown> }} Explore_Version_ShortInputs */

const en_explore_version_short = /** @type {(inputs: Explore_Version_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const de_explore_version_short = /** @type {(inputs: Explore_Version_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const fr_explore_version_short = /** @type {(inputs: Explore_Version_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const nl_explore_version_short = /** @type {(inputs: Explore_Version_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const es_explore_version_short = /** @type {(inputs: Explore_Version_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`v${i?.version}`)
};

const en_xa2_explore_version_short = /** @type {(inputs: Explore_Version_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[ṽ${i?.version} o]`)
};

/**
* | output |
* | --- |
* | "v{version}" |
*
* @param {Explore_Version_ShortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_version_short = /** @type {((inputs: Explore_Version_ShortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Version_ShortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_version_short(inputs)
	if (locale === "fr") return fr_explore_version_short(inputs)
	if (locale === "nl") return nl_explore_version_short(inputs)
	if (locale === "es") return es_explore_version_short(inputs)
	if (locale === "en-XA") return en_xa2_explore_version_short(inputs)
	return en_explore_version_short(inputs)
});