/**
* | output |
* | --- |
* | "Assay support can then read your tenants, assessments and roadmap, read-only, for the hours asked. Every read is recorded in your audit log, and you can revo..." |
*
* @param {Support_Approve_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const support_approve_description: ((inputs?: Support_Approve_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Support_Approve_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Support_Approve_DescriptionInputs = {};
