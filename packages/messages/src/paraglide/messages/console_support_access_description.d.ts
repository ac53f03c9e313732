/**
* | output |
* | --- |
* | "The organisation's content (tenants, assessments, roadmap) opens only under access its owners approve, or by break-glass in an incident. Every read is in its..." |
*
* @param {Console_Support_Access_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_access_description: ((inputs?: Console_Support_Access_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_Access_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_Access_DescriptionInputs = {};
