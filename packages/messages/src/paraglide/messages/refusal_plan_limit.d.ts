/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your plan allows 1 of these. Upgrade the plan to add more." |
* | "other" | "Your plan allows {max} of these. Upgrade the plan to add more." |
*
* @param {Refusal_Plan_LimitInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit: ((inputs: Refusal_Plan_LimitInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Plan_LimitInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Plan_LimitInputs = {
    max: NonNullable<unknown>;
};
