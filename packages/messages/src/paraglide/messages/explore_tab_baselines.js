/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Tab_BaselinesInputs */

const en_explore_tab_baselines = /** @type {(inputs: Explore_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baselines`)
};

const de_explore_tab_baselines = /** @type {(inputs: Explore_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baselines`)
};

const fr_explore_tab_baselines = /** @type {(inputs: Explore_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Référentiels`)
};

const nl_explore_tab_baselines = /** @type {(inputs: Explore_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Baselines`)
};

const es_explore_tab_baselines = /** @type {(inputs: Explore_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Líneas base`)
};

const en_xa2_explore_tab_baselines = /** @type {(inputs: Explore_Tab_BaselinesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ɓášéļíñéš ]`)
};

/**
* | output |
* | --- |
* | "Baselines" |
*
* @param {Explore_Tab_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_tab_baselines = /** @type {((inputs?: Explore_Tab_BaselinesInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Tab_BaselinesInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_tab_baselines(inputs)
	if (locale === "fr") return fr_explore_tab_baselines(inputs)
	if (locale === "nl") return nl_explore_tab_baselines(inputs)
	if (locale === "es") return es_explore_tab_baselines(inputs)
	if (locale === "en-XA") return en_xa2_explore_tab_baselines(inputs)
	return en_explore_tab_baselines(inputs)
});