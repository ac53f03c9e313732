/**
* | output |
* | --- |
* | "Plan set by Assay" |
*
* @param {Console_Org_Set_By_AssayInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_set_by_assay: ((inputs?: Console_Org_Set_By_AssayInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Set_By_AssayInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Set_By_AssayInputs = {};
