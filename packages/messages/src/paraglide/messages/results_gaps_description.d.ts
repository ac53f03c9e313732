/**
* | output |
* | --- |
* | "Controls that count and are not fully met. Priority = weight × (1 − credit) ÷ effort (S 1, M 2, L 3)." |
*
* @param {Results_Gaps_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_gaps_description: ((inputs?: Results_Gaps_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Gaps_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Gaps_DescriptionInputs = {};
