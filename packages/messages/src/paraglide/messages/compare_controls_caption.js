/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_Controls_CaptionInputs */

const en_compare_controls_caption = /** @type {(inputs: Compare_Controls_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls in both assessments`)
};

const de_compare_controls_caption = /** @type {(inputs: Compare_Controls_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kontrollen in beiden Bewertungen`)
};

const fr_compare_controls_caption = /** @type {(inputs: Compare_Controls_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contrôles dans les deux évaluations`)
};

const nl_compare_controls_caption = /** @type {(inputs: Compare_Controls_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controls in beide beoordelingen`)
};

const es_compare_controls_caption = /** @type {(inputs: Compare_Controls_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controles en ambas evaluaciones`)
};

const en_xa2_compare_controls_caption = /** @type {(inputs: Compare_Controls_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çöñţŕöļš íñ ƀöţĥ áššéššɱéñţš one two]`)
};

/**
* | output |
* | --- |
* | "Controls in both assessments" |
*
* @param {Compare_Controls_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_controls_caption = /** @type {((inputs?: Compare_Controls_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_Controls_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_controls_caption(inputs)
	if (locale === "fr") return fr_compare_controls_caption(inputs)
	if (locale === "nl") return nl_compare_controls_caption(inputs)
	if (locale === "es") return es_compare_controls_caption(inputs)
	if (locale === "en-XA") return en_xa2_compare_controls_caption(inputs)
	return en_compare_controls_caption(inputs)
});