/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Any_WeightInputs */

const en_explore_any_weight = /** @type {(inputs: Explore_Any_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any weight`)
};

const de_explore_any_weight = /** @type {(inputs: Explore_Any_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jedes Gewicht`)
};

const fr_explore_any_weight = /** @type {(inputs: Explore_Any_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout poids`)
};

const nl_explore_any_weight = /** @type {(inputs: Explore_Any_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elk gewicht`)
};

const es_explore_any_weight = /** @type {(inputs: Explore_Any_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier peso`)
};

const en_xa2_explore_any_weight = /** @type {(inputs: Explore_Any_WeightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñý ŵéíĝĥţ o]`)
};

/**
* | output |
* | --- |
* | "Any weight" |
*
* @param {Explore_Any_WeightInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_any_weight = /** @type {((inputs?: Explore_Any_WeightInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Any_WeightInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_any_weight(inputs)
	if (locale === "fr") return fr_explore_any_weight(inputs)
	if (locale === "nl") return nl_explore_any_weight(inputs)
	if (locale === "es") return es_explore_any_weight(inputs)
	if (locale === "en-XA") return en_xa2_explore_any_weight(inputs)
	return en_explore_any_weight(inputs)
});