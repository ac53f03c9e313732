/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your plan allows 1 tenant. Upgrade the plan or archive one to add more." |
* | "other" | "Your plan allows {max} tenants. Upgrade the plan or archive some to add more." |
*
* @param {Refusal_Plan_Limit_TenantsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_tenants: ((inputs: Refusal_Plan_Limit_TenantsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Plan_Limit_TenantsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Plan_Limit_TenantsInputs = {
    max: NonNullable<unknown>;
};
