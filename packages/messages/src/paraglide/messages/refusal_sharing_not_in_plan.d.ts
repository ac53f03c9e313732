/**
* | output |
* | --- |
* | "Your plan does not include sharing tenants. Upgrade the plan to share this tenant." |
*
* @param {Refusal_Sharing_Not_In_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sharing_not_in_plan: ((inputs?: Refusal_Sharing_Not_In_PlanInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Sharing_Not_In_PlanInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Sharing_Not_In_PlanInputs = {};
