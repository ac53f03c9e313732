/**
* | output |
* | --- |
* | "For an incident only: read-only access opens at once, every owner is emailed now and the access stands out in their audit log." |
*
* @param {Console_Support_Glass_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_support_glass_description: ((inputs?: Console_Support_Glass_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Support_Glass_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Support_Glass_DescriptionInputs = {};
