/**
* | output |
* | --- |
* | "Webhook delivery sent again" |
*
* @param {Audit_Action_Webhooks_Replay_DeliveryInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_webhooks_replay_delivery: ((inputs?: Audit_Action_Webhooks_Replay_DeliveryInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Webhooks_Replay_DeliveryInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Webhooks_Replay_DeliveryInputs = {};
