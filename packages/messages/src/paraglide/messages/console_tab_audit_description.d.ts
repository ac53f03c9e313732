/**
* | output |
* | --- |
* | "Every audit log at once: service actions and the changes of each organisation, newest first." |
*
* @param {Console_Tab_Audit_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_audit_description: ((inputs?: Console_Tab_Audit_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Tab_Audit_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Tab_Audit_DescriptionInputs = {};
