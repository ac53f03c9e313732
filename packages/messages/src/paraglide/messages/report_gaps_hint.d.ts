/**
* | output |
* | --- |
* | "{notMet} not met, {partial} partial" |
*
* @param {Report_Gaps_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_gaps_hint: ((inputs: Report_Gaps_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Gaps_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Gaps_HintInputs = {
    notMet: NonNullable<unknown>;
    partial: NonNullable<unknown>;
};
