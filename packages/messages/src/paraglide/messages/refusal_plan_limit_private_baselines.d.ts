/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your plan allows 1 private baseline. Upgrade the plan or delete one to add more." |
* | "other" | "Your plan allows {max} private baselines. Upgrade the plan or delete some to add more." |
*
* @param {Refusal_Plan_Limit_Private_BaselinesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_private_baselines: ((inputs: Refusal_Plan_Limit_Private_BaselinesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Plan_Limit_Private_BaselinesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Plan_Limit_Private_BaselinesInputs = {
    max: NonNullable<unknown>;
};
