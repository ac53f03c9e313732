/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_ExploreInputs */

const en_nav_explore = /** @type {(inputs: Nav_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explore`)
};

const de_nav_explore = /** @type {(inputs: Nav_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Erkunden`)
};

const fr_nav_explore = /** @type {(inputs: Nav_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorer`)
};

const nl_nav_explore = /** @type {(inputs: Nav_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verkennen`)
};

const es_nav_explore = /** @type {(inputs: Nav_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Explorar`)
};

const en_xa2_nav_explore = /** @type {(inputs: Nav_ExploreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éẋþļöŕé ]`)
};

/**
* | output |
* | --- |
* | "Explore" |
*
* @param {Nav_ExploreInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const nav_explore = /** @type {((inputs?: Nav_ExploreInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_ExploreInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_nav_explore(inputs)
	if (locale === "fr") return fr_nav_explore(inputs)
	if (locale === "nl") return nl_nav_explore(inputs)
	if (locale === "es") return es_nav_explore(inputs)
	if (locale === "en-XA") return en_xa2_nav_explore(inputs)
	return en_nav_explore(inputs)
});