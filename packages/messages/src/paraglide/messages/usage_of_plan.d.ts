/**
* | output |
* | --- |
* | "Usage of the {plan} plan" |
*
* @param {Usage_Of_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_of_plan: ((inputs: Usage_Of_PlanInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Usage_Of_PlanInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Usage_Of_PlanInputs = {
    plan: NonNullable<unknown>;
};
