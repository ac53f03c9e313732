/**
* | output |
* | --- |
* | "The newest entries of the organisation's audit log." |
*
* @param {Console_Org_Recent_Audit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_recent_audit_description: ((inputs?: Console_Org_Recent_Audit_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Recent_Audit_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Recent_Audit_DescriptionInputs = {};
