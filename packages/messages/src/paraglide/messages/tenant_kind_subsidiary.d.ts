/**
* | output |
* | --- |
* | "Subsidiary" |
*
* @param {Tenant_Kind_SubsidiaryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenant_kind_subsidiary: ((inputs?: Tenant_Kind_SubsidiaryInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenant_Kind_SubsidiaryInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenant_Kind_SubsidiaryInputs = {};
