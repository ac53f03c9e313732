/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_PrivateInputs */

const en_explore_private = /** @type {(inputs: Explore_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Private`)
};

const de_explore_private = /** @type {(inputs: Explore_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigen`)
};

const fr_explore_private = /** @type {(inputs: Explore_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privé`)
};

const nl_explore_private = /** @type {(inputs: Explore_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eigen`)
};

const es_explore_private = /** @type {(inputs: Explore_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Privado`)
};

const en_xa2_explore_private = /** @type {(inputs: Explore_PrivateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þŕíṽáţé ]`)
};

/**
* | output |
* | --- |
* | "Private" |
*
* @param {Explore_PrivateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_private = /** @type {((inputs?: Explore_PrivateInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_PrivateInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_private(inputs)
	if (locale === "fr") return fr_explore_private(inputs)
	if (locale === "nl") return nl_explore_private(inputs)
	if (locale === "es") return es_explore_private(inputs)
	if (locale === "en-XA") return en_xa2_explore_private(inputs)
	return en_explore_private(inputs)
});