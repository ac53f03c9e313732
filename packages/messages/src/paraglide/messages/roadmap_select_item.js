/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Roadmap_Select_ItemInputs */

const en_roadmap_select_item = /** @type {(inputs: Roadmap_Select_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Select ${i?.title}`)
};

const de_roadmap_select_item = /** @type {(inputs: Roadmap_Select_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} auswählen`)
};

const fr_roadmap_select_item = /** @type {(inputs: Roadmap_Select_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sélectionner ${i?.title}`)
};

const nl_roadmap_select_item = /** @type {(inputs: Roadmap_Select_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} selecteren`)
};

const es_roadmap_select_item = /** @type {(inputs: Roadmap_Select_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Seleccionar ${i?.title}`)
};

const en_xa2_roadmap_select_item = /** @type {(inputs: Roadmap_Select_ItemInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[Šéļéçţ ${i?.title} on]`)
};

/**
* | output |
* | --- |
* | "Select {title}" |
*
* @param {Roadmap_Select_ItemInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_select_item = /** @type {((inputs: Roadmap_Select_ItemInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Select_ItemInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_select_item(inputs)
	if (locale === "fr") return fr_roadmap_select_item(inputs)
	if (locale === "nl") return nl_roadmap_select_item(inputs)
	if (locale === "es") return es_roadmap_select_item(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_select_item(inputs)
	return en_roadmap_select_item(inputs)
});