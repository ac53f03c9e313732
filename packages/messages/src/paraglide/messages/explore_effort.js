/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_EffortInputs */

const en_explore_effort = /** @type {(inputs: Explore_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort`)
};

const de_explore_effort = /** @type {(inputs: Explore_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aufwand`)
};

const fr_explore_effort = /** @type {(inputs: Explore_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effort`)
};

const nl_explore_effort = /** @type {(inputs: Explore_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inspanning`)
};

const es_explore_effort = /** @type {(inputs: Explore_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esfuerzo`)
};

const en_xa2_explore_effort = /** @type {(inputs: Explore_EffortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Éƒƒöŕţ ]`)
};

/**
* | output |
* | --- |
* | "Effort" |
*
* @param {Explore_EffortInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_effort = /** @type {((inputs?: Explore_EffortInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_EffortInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_effort(inputs)
	if (locale === "fr") return fr_explore_effort(inputs)
	if (locale === "nl") return nl_explore_effort(inputs)
	if (locale === "es") return es_explore_effort(inputs)
	if (locale === "en-XA") return en_xa2_explore_effort(inputs)
	return en_explore_effort(inputs)
});