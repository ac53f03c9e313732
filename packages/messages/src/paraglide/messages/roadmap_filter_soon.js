/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Filter_SoonInputs */

const en_roadmap_filter_soon = /** @type {(inputs: Roadmap_Filter_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Due in 30 days`)
};

const de_roadmap_filter_soon = /** @type {(inputs: Roadmap_Filter_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In 30 Tagen fällig`)
};

const fr_roadmap_filter_soon = /** @type {(inputs: Roadmap_Filter_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéance sous 30 jours`)
};

const nl_roadmap_filter_soon = /** @type {(inputs: Roadmap_Filter_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Binnen 30 dagen`)
};

const es_roadmap_filter_soon = /** @type {(inputs: Roadmap_Filter_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencen en 30 días`)
};

const en_xa2_roadmap_filter_soon = /** @type {(inputs: Roadmap_Filter_SoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ðüé íñ 30 ðáýš on]`)
};

/**
* | output |
* | --- |
* | "Due in 30 days" |
*
* @param {Roadmap_Filter_SoonInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_filter_soon = /** @type {((inputs?: Roadmap_Filter_SoonInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Filter_SoonInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_filter_soon(inputs)
	if (locale === "fr") return fr_roadmap_filter_soon(inputs)
	if (locale === "nl") return nl_roadmap_filter_soon(inputs)
	if (locale === "es") return es_roadmap_filter_soon(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_filter_soon(inputs)
	return en_roadmap_filter_soon(inputs)
});