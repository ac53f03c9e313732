/**
* | maxPlural | output |
* | --- | --- |
* | "one" | "An organisation holds at most {max} webhook endpoint. Delete it to add another." |
* | "other" | "An organisation holds at most {max} webhook endpoints. Delete one to add another." |
*
* @param {Refusal_Webhook_Endpoints_MaxInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_webhook_endpoints_max: ((inputs: Refusal_Webhook_Endpoints_MaxInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Webhook_Endpoints_MaxInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Webhook_Endpoints_MaxInputs = {
    max: NonNullable<unknown>;
};
