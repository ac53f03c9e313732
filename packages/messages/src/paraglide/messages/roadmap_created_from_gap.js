/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Roadmap_Created_From_GapInputs */

const en_roadmap_created_from_gap = /** @type {(inputs: Roadmap_Created_From_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Created from an assessment gap`)
};

const de_roadmap_created_from_gap = /** @type {(inputs: Roadmap_Created_From_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aus einer Lücke der Bewertung erstellt`)
};

const fr_roadmap_created_from_gap = /** @type {(inputs: Roadmap_Created_From_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Créée à partir d’un écart d’évaluation`)
};

const nl_roadmap_created_from_gap = /** @type {(inputs: Roadmap_Created_From_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aangemaakt uit een tekortkoming in een beoordeling`)
};

const es_roadmap_created_from_gap = /** @type {(inputs: Roadmap_Created_From_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Creada a partir de una brecha de la evaluación`)
};

const en_xa2_roadmap_created_from_gap = /** @type {(inputs: Roadmap_Created_From_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Çŕéáţéð ƒŕöɱ áñ áššéššɱéñţ ĝáþ one two ]`)
};

/**
* | output |
* | --- |
* | "Created from an assessment gap" |
*
* @param {Roadmap_Created_From_GapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const roadmap_created_from_gap = /** @type {((inputs?: Roadmap_Created_From_GapInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Roadmap_Created_From_GapInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_roadmap_created_from_gap(inputs)
	if (locale === "fr") return fr_roadmap_created_from_gap(inputs)
	if (locale === "nl") return nl_roadmap_created_from_gap(inputs)
	if (locale === "es") return es_roadmap_created_from_gap(inputs)
	if (locale === "en-XA") return en_xa2_roadmap_created_from_gap(inputs)
	return en_roadmap_created_from_gap(inputs)
});