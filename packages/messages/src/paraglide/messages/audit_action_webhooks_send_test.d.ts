/**
* | output |
* | --- |
* | "Webhook test event sent" |
*
* @param {Audit_Action_Webhooks_Send_TestInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_send_test: ((inputs?: Audit_Action_Webhooks_Send_TestInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Webhooks_Send_TestInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Webhooks_Send_TestInputs = {};
