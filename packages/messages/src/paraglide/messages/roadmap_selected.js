/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Roadmap_SelectedInputs */

const en_roadmap_selected = /** @type {(inputs: Roadmap_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} selected`)
};

const de_roadmap_selected = /** @type {(inputs: Roadmap_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} ausgewählt`)
};

const fr_roadmap_selected = /** @type {(inputs: Roadmap_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} sélectionnée(s)`)
};

const nl_roadmap_selected = /** @type {(inputs: Roadmap_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} geselecteerd`)
};

const es_roadmap_selected = /** @type {(inputs: Roadmap_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} seleccionadas`)
};

const en_xa2_roadmap_selected = /** @type {(inputs: Roadmap_SelectedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`[${i?.count} šéļéçţéð one]`)
};

/**
* | output |
* | --- |
* | "{count} selected" |
*
* @param {Roadmap_SelectedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_selected = /** @type {((inputs: Roadmap_SelectedInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_SelectedInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_selected(inputs)
	if (locale === "fr") return fr_roadmap_selected(inputs)
	if (locale === "nl") return nl_roadmap_selected(inputs)
	if (locale === "es") return es_roadmap_selected(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_selected(inputs)
	return en_roadmap_selected(inputs)
});