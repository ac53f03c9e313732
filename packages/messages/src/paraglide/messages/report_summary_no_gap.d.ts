/**
* | output |
* | --- |
* | "No control that counts is left unmet." |
*
* @param {Report_Summary_No_GapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_no_gap: ((inputs?: Report_Summary_No_GapInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Summary_No_GapInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Summary_No_GapInputs = {};
