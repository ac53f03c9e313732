/**
* | output |
* | --- |
* | "Webhook signing secret rotated" |
*
* @param {Audit_Action_Webhooks_Rotate_SecretInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_rotate_secret: ((inputs?: Audit_Action_Webhooks_Rotate_SecretInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Webhooks_Rotate_SecretInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Webhooks_Rotate_SecretInputs = {};
