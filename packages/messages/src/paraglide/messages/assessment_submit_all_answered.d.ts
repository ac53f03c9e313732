/**
* | output |
* | --- |
* | "Every applicable control is answered. Answers can still be corrected during review." |
*
* @param {Assessment_Submit_All_AnsweredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_submit_all_answered: ((inputs?: Assessment_Submit_All_AnsweredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessment_Submit_All_AnsweredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessment_Submit_All_AnsweredInputs = {};
