/**
* | output |
* | --- |
* | "{answered} of {applicable} applicable controls answered" |
*
* @param {Results_Coverage_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const results_coverage_hint: ((inputs: Results_Coverage_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Results_Coverage_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Results_Coverage_HintInputs = {
    answered: NonNullable<unknown>;
    applicable: NonNullable<unknown>;
};
