/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} more gap is listed in the appendix." |
* | "other" | "{count} more gaps are listed in the appendix." |
*
* @param {Report_More_GapsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_more_gaps: ((inputs: Report_More_GapsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_More_GapsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_More_GapsInputs = {
    count: NonNullable<unknown>;
};
