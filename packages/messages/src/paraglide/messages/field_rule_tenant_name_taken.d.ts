/**
* | output |
* | --- |
* | "An active tenant already has this name." |
*
* @param {Field_Rule_Tenant_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const field_rule_tenant_name_taken: ((inputs?: Field_Rule_Tenant_Name_TakenInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Field_Rule_Tenant_Name_TakenInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Field_Rule_Tenant_Name_TakenInputs = {};
