/**
* | output |
* | --- |
* | "Organisations could not be loaded" |
*
* @param {Console_Org_Not_Loaded_ListInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_not_loaded_list: ((inputs?: Console_Org_Not_Loaded_ListInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Not_Loaded_ListInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Not_Loaded_ListInputs = {};
