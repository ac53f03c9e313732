/**
* | output |
* | --- |
* | "Your plan does not include webhooks. Upgrade the plan to add an endpoint." |
*
* @param {Refusal_Plan_Limit_WebhooksInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_webhooks: ((inputs?: Refusal_Plan_Limit_WebhooksInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Plan_Limit_WebhooksInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Plan_Limit_WebhooksInputs = {};
