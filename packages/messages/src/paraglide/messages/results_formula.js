/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Results_FormulaInputs */

const en_results_formula = /** @type {(inputs: Results_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score = Σ(weight × credit) ÷ Σ(weight) × 100`)
};

const de_results_formula = /** @type {(inputs: Results_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wert = Σ(Gewicht × Anrechnung) ÷ Σ(Gewicht) × 100`)
};

const fr_results_formula = /** @type {(inputs: Results_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score = Σ(poids × crédit) ÷ Σ(poids) × 100`)
};

const nl_results_formula = /** @type {(inputs: Results_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Score = Σ(gewicht × krediet) ÷ Σ(gewicht) × 100`)
};

const es_results_formula = /** @type {(inputs: Results_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Puntuación = Σ(peso × crédito) ÷ Σ(peso) × 100`)
};

const en_xa2_results_formula = /** @type {(inputs: Results_FormulaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`[Šçöŕé = Σ(ŵéíĝĥţ × çŕéðíţ) ÷ Σ(ŵéíĝĥţ) × 100 one two thre]`)
};

/**
* | output |
* | --- |
* | "Score = Σ(weight × credit) ÷ Σ(weight) × 100" |
*
* @param {Results_FormulaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_formula = /** @type {((inputs?: Results_FormulaInputs, options?: { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Results_FormulaInputs, { locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_results_formula(inputs)
	if (locale === "fr") return fr_results_formula(inputs)
	if (locale === "nl") return nl_results_formula(inputs)
	if (locale === "es") return es_results_formula(inputs)
	if (locale === "en-XA") return en_xa2_results_formula(inputs)
	return en_results_formula(inputs)
});