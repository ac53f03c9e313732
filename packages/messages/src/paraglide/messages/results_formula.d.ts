/**
* | output |
* | --- |
* | "Score = Σ(weight × credit) ÷ Σ(weight) × 100" |
*
* @param {Results_FormulaInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_formula: ((inputs?: Results_FormulaInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_FormulaInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_FormulaInputs = {};
