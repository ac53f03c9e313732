/**
* | output |
* | --- |
* | "All assessments" |
*
* @param {Comparison_All_AssessmentsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const comparison_all_assessments: ((inputs?: Comparison_All_AssessmentsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Comparison_All_AssessmentsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Comparison_All_AssessmentsInputs = {};
