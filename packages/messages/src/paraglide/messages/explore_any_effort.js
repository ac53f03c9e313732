/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Any_EffortInputs */

const en_explore_any_effort = /** @type {(inputs: Explore_Any_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any effort`)
};

const de_explore_any_effort = /** @type {(inputs: Explore_Any_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jeder Aufwand`)
};

const fr_explore_any_effort = /** @type {(inputs: Explore_Any_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tout effort`)
};

const nl_explore_any_effort = /** @type {(inputs: Explore_Any_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elke inspanning`)
};

const es_explore_any_effort = /** @type {(inputs: Explore_Any_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cualquier esfuerzo`)
};

const en_xa2_explore_any_effort = /** @type {(inputs: Explore_Any_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Åñý éƒƒöŕţ o]`)
};

/**
* | output |
* | --- |
* | "Any effort" |
*
* @param {Explore_Any_EffortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_any_effort = /** @type {((inputs?: Explore_Any_EffortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Any_EffortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_any_effort(inputs)
	if (locale === "fr") return fr_explore_any_effort(inputs)
	if (locale === "nl") return nl_explore_any_effort(inputs)
	if (locale === "es") return es_explore_any_effort(inputs)
	if (locale === "en-XA") return en_xa2_explore_any_effort(inputs)
	return en_explore_any_effort(inputs)
});