/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Explore_Search_ControlsInputs */

const en_explore_search_controls = /** @type {(inputs: Explore_Search_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search controls`)
};

const de_explore_search_controls = /** @type {(inputs: Explore_Search_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen durchsuchen`)
};

const fr_explore_search_controls = /** @type {(inputs: Explore_Search_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rechercher des contrôles`)
};

const nl_explore_search_controls = /** @type {(inputs: Explore_Search_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls zoeken`)
};

const es_explore_search_controls = /** @type {(inputs: Explore_Search_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar controles`)
};

const en_xa2_explore_search_controls = /** @type {(inputs: Explore_Search_ControlsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šéáŕçĥ çöñţŕöļš on]`)
};

/**
* | output |
* | --- |
* | "Search controls" |
*
* @param {Explore_Search_ControlsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const explore_search_controls = /** @type {((inputs?: Explore_Search_ControlsInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Explore_Search_ControlsInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_explore_search_controls(inputs)
	if (locale === "fr") return fr_explore_search_controls(inputs)
	if (locale === "nl") return nl_explore_search_controls(inputs)
	if (locale === "es") return es_explore_search_controls(inputs)
	if (locale === "en-XA") return en_xa2_explore_search_controls(inputs)
	return en_explore_search_controls(inputs)
});