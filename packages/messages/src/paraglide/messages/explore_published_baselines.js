/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Published_BaselinesInputs */

const en_explore_published_baselines = /** @type {(inputs: Explore_Published_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Published baselines`)
};

const de_explore_published_baselines = /** @type {(inputs: Explore_Published_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Veröffentlichte Baselines`)
};

const fr_explore_published_baselines = /** @type {(inputs: Explore_Published_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiels publiés`)
};

const nl_explore_published_baselines = /** @type {(inputs: Explore_Published_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gepubliceerde baselines`)
};

const es_explore_published_baselines = /** @type {(inputs: Explore_Published_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas base publicadas`)
};

const en_xa2_explore_published_baselines = /** @type {(inputs: Explore_Published_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Þüƀļíšĥéð ƀášéļíñéš one ]`)
};

/**
* | output |
* | --- |
* | "Published baselines" |
*
* @param {Explore_Published_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_published_baselines = /** @type {((inputs?: Explore_Published_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Published_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_published_baselines(inputs)
	if (locale === "fr") return fr_explore_published_baselines(inputs)
	if (locale === "nl") return nl_explore_published_baselines(inputs)
	if (locale === "es") return es_explore_published_baselines(inputs)
	if (locale === "en-XA") return en_xa2_explore_published_baselines(inputs)
	return en_explore_published_baselines(inputs)
});