/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_WeightInputs */

const en_explore_weight = /** @type {(inputs: Explore_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weight`)
};

const de_explore_weight = /** @type {(inputs: Explore_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewicht`)
};

const fr_explore_weight = /** @type {(inputs: Explore_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Poids`)
};

const nl_explore_weight = /** @type {(inputs: Explore_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gewicht`)
};

const es_explore_weight = /** @type {(inputs: Explore_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Peso`)
};

const en_xa2_explore_weight = /** @type {(inputs: Explore_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ŵéíĝĥţ ]`)
};

/**
* | output |
* | --- |
* | "Weight" |
*
* @param {Explore_WeightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_weight = /** @type {((inputs?: Explore_WeightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_WeightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_weight(inputs)
	if (locale === "fr") return fr_explore_weight(inputs)
	if (locale === "nl") return nl_explore_weight(inputs)
	if (locale === "es") return es_explore_weight(inputs)
	if (locale === "en-XA") return en_xa2_explore_weight(inputs)
	return en_explore_weight(inputs)
});