/**
* | output |
* | --- |
* | "This webhook endpoint does not exist or you cannot see it." |
*
* @param {Refusal_Webhook_Endpoint_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_webhook_endpoint_not_found: ((inputs?: Refusal_Webhook_Endpoint_Not_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Webhook_Endpoint_Not_FoundInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Webhook_Endpoint_Not_FoundInputs = {};
