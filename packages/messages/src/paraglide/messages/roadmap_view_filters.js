/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_View_FiltersInputs */

const en_roadmap_view_filters = /** @type {(inputs: Roadmap_View_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`View and filters`)
};

const de_roadmap_view_filters = /** @type {(inputs: Roadmap_View_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ansicht und Filter`)
};

const fr_roadmap_view_filters = /** @type {(inputs: Roadmap_View_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vue et filtres`)
};

const nl_roadmap_view_filters = /** @type {(inputs: Roadmap_View_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weergave en filters`)
};

const es_roadmap_view_filters = /** @type {(inputs: Roadmap_View_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vista y filtros`)
};

const en_xa2_roadmap_view_filters = /** @type {(inputs: Roadmap_View_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ṽíéŵ áñð ƒíļţéŕš one]`)
};

/**
* | output |
* | --- |
* | "View and filters" |
*
* @param {Roadmap_View_FiltersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_view_filters = /** @type {((inputs?: Roadmap_View_FiltersInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_View_FiltersInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_view_filters(inputs)
	if (locale === "fr") return fr_roadmap_view_filters(inputs)
	if (locale === "nl") return nl_roadmap_view_filters(inputs)
	if (locale === "es") return es_roadmap_view_filters(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_view_filters(inputs)
	return en_roadmap_view_filters(inputs)
});