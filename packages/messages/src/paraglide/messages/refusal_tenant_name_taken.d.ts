/**
* | output |
* | --- |
* | "An active tenant already has this name." |
*
* @param {Refusal_Tenant_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_tenant_name_taken: ((inputs?: Refusal_Tenant_Name_TakenInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Tenant_Name_TakenInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Tenant_Name_TakenInputs = {};
