/**
* | output |
* | --- |
* | "Complete this assessment?" |
*
* @param {Assessment_Complete_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_complete_confirm: ((inputs?: Assessment_Complete_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessment_Complete_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessment_Complete_ConfirmInputs = {};
