/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Assessments_Tick_TwoInputs */

const en_assessments_tick_two = /** @type {(inputs: Assessments_Tick_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick two assessments to compare them.`)
};

const de_assessments_tick_two = /** @type {(inputs: Assessments_Tick_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wählen Sie zwei Bewertungen aus, um sie zu vergleichen.`)
};

const fr_assessments_tick_two = /** @type {(inputs: Assessments_Tick_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cochez deux évaluations pour les comparer.`)
};

const nl_assessments_tick_two = /** @type {(inputs: Assessments_Tick_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vink twee beoordelingen aan om ze te vergelijken.`)
};

const es_assessments_tick_two = /** @type {(inputs: Assessments_Tick_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Marque dos evaluaciones para compararlas.`)
};

const en_xa2_assessments_tick_two = /** @type {(inputs: Assessments_Tick_TwoInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Ţíçķ ţŵö áššéššɱéñţš ţö çöɱþáŕé ţĥéɱ. one two th]`)
};

/**
* | output |
* | --- |
* | "Tick two assessments to compare them." |
*
* @param {Assessments_Tick_TwoInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessments_tick_two = /** @type {((inputs?: Assessments_Tick_TwoInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Assessments_Tick_TwoInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_assessments_tick_two(inputs)
	if (locale === "fr") return fr_assessments_tick_two(inputs)
	if (locale === "nl") return nl_assessments_tick_two(inputs)
	if (locale === "es") return es_assessments_tick_two(inputs)
	if (locale === "en-XA") return en_xa2_assessments_tick_two(inputs)
	return en_assessments_tick_two(inputs)
});