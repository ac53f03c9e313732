/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Clear_SelectionInputs */

const en_roadmap_clear_selection = /** @type {(inputs: Roadmap_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear selection`)
};

const de_roadmap_clear_selection = /** @type {(inputs: Roadmap_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auswahl aufheben`)
};

const fr_roadmap_clear_selection = /** @type {(inputs: Roadmap_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Effacer la sélection`)
};

const nl_roadmap_clear_selection = /** @type {(inputs: Roadmap_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Selectie wissen`)
};

const es_roadmap_clear_selection = /** @type {(inputs: Roadmap_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Borrar la selección`)
};

const en_xa2_roadmap_clear_selection = /** @type {(inputs: Roadmap_Clear_SelectionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çļéáŕ šéļéçţíöñ on]`)
};

/**
* | output |
* | --- |
* | "Clear selection" |
*
* @param {Roadmap_Clear_SelectionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_clear_selection = /** @type {((inputs?: Roadmap_Clear_SelectionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Clear_SelectionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_clear_selection(inputs)
	if (locale === "fr") return fr_roadmap_clear_selection(inputs)
	if (locale === "nl") return nl_roadmap_clear_selection(inputs)
	if (locale === "es") return es_roadmap_clear_selection(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_clear_selection(inputs)
	return en_roadmap_clear_selection(inputs)
});