/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} active tenant" |
* | "other" | "{shown} active tenants" |
*
* @param {Billing_Line_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const billing_line_tenants: ((inputs: Billing_Line_TenantsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Billing_Line_TenantsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Billing_Line_TenantsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
