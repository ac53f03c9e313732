/**
* | output |
* | --- |
* | "Your {plan} plan allows {limit} active tenants. Archive one to make room, or upgrade the plan in Admin." |
*
* @param {Tenants_Limit_UpgradeInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const tenants_limit_upgrade: ((inputs: Tenants_Limit_UpgradeInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Tenants_Limit_UpgradeInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Tenants_Limit_UpgradeInputs = {
    plan: NonNullable<unknown>;
    limit: NonNullable<unknown>;
};
