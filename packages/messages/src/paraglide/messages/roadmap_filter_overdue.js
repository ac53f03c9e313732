/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Filter_OverdueInputs */

const en_roadmap_filter_overdue = /** @type {(inputs: Roadmap_Filter_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overdue`)
};

const de_roadmap_filter_overdue = /** @type {(inputs: Roadmap_Filter_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Überfällig`)
};

const fr_roadmap_filter_overdue = /** @type {(inputs: Roadmap_Filter_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En retard`)
};

const nl_roadmap_filter_overdue = /** @type {(inputs: Roadmap_Filter_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Te laat`)
};

const es_roadmap_filter_overdue = /** @type {(inputs: Roadmap_Filter_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vencidas`)
};

const en_xa2_roadmap_filter_overdue = /** @type {(inputs: Roadmap_Filter_OverdueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Öṽéŕðüé ]`)
};

/**
* | output |
* | --- |
* | "Overdue" |
*
* @param {Roadmap_Filter_OverdueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_filter_overdue = /** @type {((inputs?: Roadmap_Filter_OverdueInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Filter_OverdueInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_filter_overdue(inputs)
	if (locale === "fr") return fr_roadmap_filter_overdue(inputs)
	if (locale === "nl") return nl_roadmap_filter_overdue(inputs)
	if (locale === "es") return es_roadmap_filter_overdue(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_filter_overdue(inputs)
	return en_roadmap_filter_overdue(inputs)
});