/**
* | output |
* | --- |
* | "The key then reaches only the tenants you pick, and lists only those." |
*
* @param {Dev_Some_Tenants_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dev_some_tenants_hint: ((inputs?: Dev_Some_Tenants_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dev_Some_Tenants_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dev_Some_Tenants_HintInputs = {};
