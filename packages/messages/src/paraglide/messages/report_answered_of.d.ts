/**
* | output |
* | --- |
* | "{answered} of {applicable} controls answered" |
*
* @param {Report_Answered_OfInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const report_answered_of: ((inputs: Report_Answered_OfInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Report_Answered_OfInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Report_Answered_OfInputs = {
    answered: NonNullable<unknown>;
    applicable: NonNullable<unknown>;
};
