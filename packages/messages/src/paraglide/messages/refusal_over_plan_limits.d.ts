/**
* | output |
* | --- |
* | "Your organisation uses more than this plan allows: reduce it first." |
*
* @param {Refusal_Over_Plan_LimitsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_over_plan_limits: ((inputs?: Refusal_Over_Plan_LimitsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Over_Plan_LimitsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Over_Plan_LimitsInputs = {};
