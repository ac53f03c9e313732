/**
* | output |
* | --- |
* | "Its score becomes the tenant's result for this baseline and joins the trend. Answers are locked until it is reopened." |
*
* @param {Assessment_Complete_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_complete_description: ((inputs?: Assessment_Complete_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessment_Complete_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessment_Complete_DescriptionInputs = {};
