/**
* | output |
* | --- |
* | "Every organisation with its plan, subscription, usage against limits and last activity." |
*
* @param {Console_Tab_Tenants_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_tab_tenants_description: ((inputs?: Console_Tab_Tenants_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Tab_Tenants_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Tab_Tenants_DescriptionInputs = {};
