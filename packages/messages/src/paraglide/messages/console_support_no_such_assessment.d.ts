/**
* | output |
* | --- |
* | "No such assessment" |
*
* @param {Console_Support_No_Such_AssessmentInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_no_such_assessment: ((inputs?: Console_Support_No_Such_AssessmentInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_No_Such_AssessmentInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_No_Such_AssessmentInputs = {};
