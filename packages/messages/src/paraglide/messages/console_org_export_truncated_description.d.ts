/**
* | output |
* | --- |
* | "Narrow the search or the plan to export the rest." |
*
* @param {Console_Org_Export_Truncated_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_export_truncated_description: ((inputs?: Console_Org_Export_Truncated_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Export_Truncated_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Export_Truncated_DescriptionInputs = {};
