/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} tenant" |
* | "other" | "{count} tenants" |
*
* @param {Dashboard_Tenant_CountInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const dashboard_tenant_count: ((inputs: Dashboard_Tenant_CountInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Dashboard_Tenant_CountInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Dashboard_Tenant_CountInputs = {
    count: NonNullable<unknown>;
};
