/**
* | output |
* | --- |
* | "{used} of {limit} active tenants on the {plan} plan." |
*
* @param {Tenants_UsageInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_usage: ((inputs: Tenants_UsageInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_UsageInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_UsageInputs = {
    used: NonNullable<unknown>;
    limit: NonNullable<unknown>;
    plan: NonNullable<unknown>;
};
