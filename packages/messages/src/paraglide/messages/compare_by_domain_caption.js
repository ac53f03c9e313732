/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compare_By_Domain_CaptionInputs */

const en_compare_by_domain_caption = /** @type {(inputs: Compare_By_Domain_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score by domain in both assessments`)
};

const de_compare_by_domain_caption = /** @type {(inputs: Compare_By_Domain_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert nach Bereich in beiden Bewertungen`)
};

const fr_compare_by_domain_caption = /** @type {(inputs: Compare_By_Domain_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score par domaine dans les deux évaluations`)
};

const nl_compare_by_domain_caption = /** @type {(inputs: Compare_By_Domain_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score per domein in beide beoordelingen`)
};

const es_compare_by_domain_caption = /** @type {(inputs: Compare_By_Domain_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación por dominio en ambas evaluaciones`)
};

const en_xa2_compare_by_domain_caption = /** @type {(inputs: Compare_By_Domain_CaptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕé ƀý ðöɱáíñ íñ ƀöţĥ áššéššɱéñţš one two t]`)
};

/**
* | output |
* | --- |
* | "Score by domain in both assessments" |
*
* @param {Compare_By_Domain_CaptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const compare_by_domain_caption = /** @type {((inputs?: Compare_By_Domain_CaptionInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compare_By_Domain_CaptionInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_compare_by_domain_caption(inputs)
	if (locale === "fr") return fr_compare_by_domain_caption(inputs)
	if (locale === "nl") return nl_compare_by_domain_caption(inputs)
	if (locale === "es") return es_compare_by_domain_caption(inputs)
	if (locale === "en-XA") return en_xa2_compare_by_domain_caption(inputs)
	return en_compare_by_domain_caption(inputs)
});