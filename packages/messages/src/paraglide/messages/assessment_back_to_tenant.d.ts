/**
* | output |
* | --- |
* | "← {tenant} · Assessments" |
*
* @param {Assessment_Back_To_TenantInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const assessment_back_to_tenant: ((inputs: Assessment_Back_To_TenantInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Assessment_Back_To_TenantInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Assessment_Back_To_TenantInputs = {
    tenant: NonNullable<unknown>;
};
