/**
* | output |
* | --- |
* | "Webhook endpoint deleted" |
*
* @param {Audit_Action_Webhooks_DeleteInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_delete: ((inputs?: Audit_Action_Webhooks_DeleteInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Webhooks_DeleteInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Webhooks_DeleteInputs = {};
