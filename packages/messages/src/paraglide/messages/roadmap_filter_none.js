/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Filter_NoneInputs */

const en_roadmap_filter_none = /** @type {(inputs: Roadmap_Filter_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No due date`)
};

const de_roadmap_filter_none = /** @type {(inputs: Roadmap_Filter_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Fälligkeitsdatum`)
};

const fr_roadmap_filter_none = /** @type {(inputs: Roadmap_Filter_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sans échéance`)
};

const nl_roadmap_filter_none = /** @type {(inputs: Roadmap_Filter_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geen termijn`)
};

const es_roadmap_filter_none = /** @type {(inputs: Roadmap_Filter_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin fecha límite`)
};

const en_xa2_roadmap_filter_none = /** @type {(inputs: Roadmap_Filter_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ñö ðüé ðáţé o]`)
};

/**
* | output |
* | --- |
* | "No due date" |
*
* @param {Roadmap_Filter_NoneInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_filter_none = /** @type {((inputs?: Roadmap_Filter_NoneInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Filter_NoneInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_filter_none(inputs)
	if (locale === "fr") return fr_roadmap_filter_none(inputs)
	if (locale === "nl") return nl_roadmap_filter_none(inputs)
	if (locale === "es") return es_roadmap_filter_none(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_filter_none(inputs)
	return en_roadmap_filter_none(inputs)
});