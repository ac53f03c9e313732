/**
* | output |
* | --- |
* | "Score = Σ(weight × credit) ÷ Σ(weight) × 100 over the controls that count; credit is 1 for met, ½ for partial, 0 for not met or unanswered. Not applicable co..." |
*
* @param {Report_MethodInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_method: ((inputs: Report_MethodInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_MethodInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_MethodInputs = {
    notApplicable: NonNullable<unknown>;
    exceptions: NonNullable<unknown>;
};
