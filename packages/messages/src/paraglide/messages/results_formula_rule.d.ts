/**
* | output |
* | --- |
* | "Over the controls that count, with one decimal. Credit: met 1, partial ½, not met 0; an unanswered control counts as not met and lowers coverage." |
*
* @param {Results_Formula_RuleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_formula_rule: ((inputs?: Results_Formula_RuleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Formula_RuleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Formula_RuleInputs = {};
