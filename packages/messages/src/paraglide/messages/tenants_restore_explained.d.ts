/**
* | output |
* | --- |
* | "Restoring brings the tenant back to the list; it counts against your plan again." |
*
* @param {Tenants_Restore_ExplainedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_restore_explained: ((inputs?: Tenants_Restore_ExplainedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_Restore_ExplainedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_Restore_ExplainedInputs = {};
