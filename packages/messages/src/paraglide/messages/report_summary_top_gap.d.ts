/**
* | output |
* | --- |
* | "The highest-priority gap is {ref} {title}." |
*
* @param {Report_Summary_Top_GapInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_summary_top_gap: ((inputs: Report_Summary_Top_GapInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Summary_Top_GapInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Summary_Top_GapInputs = {
    ref: NonNullable<unknown>;
    title: NonNullable<unknown>;
};
