/**
* | output |
* | --- |
* | "Not on this plan" |
*
* @param {Usage_Not_On_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const usage_not_on_plan: ((inputs?: Usage_Not_On_PlanInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Usage_Not_On_PlanInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Usage_Not_On_PlanInputs = {};
