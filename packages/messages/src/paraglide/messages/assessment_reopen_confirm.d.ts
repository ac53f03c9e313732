/**
* | output |
* | --- |
* | "Reopen this assessment?" |
*
* @param {Assessment_Reopen_ConfirmInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_reopen_confirm: ((inputs?: Assessment_Reopen_ConfirmInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessment_Reopen_ConfirmInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessment_Reopen_ConfirmInputs = {};
