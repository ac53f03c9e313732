/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "Your plan allows 1 member. Upgrade the plan, remove a member or withdraw an invitation to add more." |
* | "other" | "Your plan allows {max} members. Upgrade the plan, remove a member or withdraw an invitation to add more." |
*
* @param {Refusal_Plan_Limit_MembersInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_members: ((inputs: Refusal_Plan_Limit_MembersInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Plan_Limit_MembersInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Plan_Limit_MembersInputs = {
    max: NonNullable<unknown>;
};
