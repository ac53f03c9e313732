/**
* | output |
* | --- |
* | "The assessment could not be read" |
*
* @param {Console_Support_Assessment_Not_ReadInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_assessment_not_read: ((inputs?: Console_Support_Assessment_Not_ReadInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_Assessment_Not_ReadInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_Assessment_Not_ReadInputs = {};
