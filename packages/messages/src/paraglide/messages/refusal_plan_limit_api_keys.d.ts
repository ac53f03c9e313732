/**
* | output |
* | --- |
* | "Your plan does not include API keys. Upgrade the plan to create one." |
*
* @param {Refusal_Plan_Limit_Api_KeysInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_plan_limit_api_keys: ((inputs?: Refusal_Plan_Limit_Api_KeysInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Plan_Limit_Api_KeysInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Plan_Limit_Api_KeysInputs = {};
