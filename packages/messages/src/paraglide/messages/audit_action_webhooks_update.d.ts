/**
* | output |
* | --- |
* | "Webhook endpoint changed" |
*
* @param {Audit_Action_Webhooks_UpdateInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_update: ((inputs?: Audit_Action_Webhooks_UpdateInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Webhooks_UpdateInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Webhooks_UpdateInputs = {};
