/**
* | output |
* | --- |
* | "Your {plan} plan allows {limit} active tenants. Archive one to make room." |
*
* @param {Tenants_LimitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_limit: ((inputs: Tenants_LimitInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_LimitInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_LimitInputs = {
    plan: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
