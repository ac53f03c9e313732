/**
* | output |
* | --- |
* | "A client, a subsidiary, a supplier or your own organisation." |
*
* @param {Start_First_Tenant_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const start_first_tenant_description: ((inputs?: Start_First_Tenant_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Start_First_Tenant_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Start_First_Tenant_DescriptionInputs = {};
