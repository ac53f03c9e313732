/**
* | output |
* | --- |
* | "Subscription started" |
*
* @param {Audit_Action_Customer_Subscription_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_customer_subscription_created: ((inputs?: Audit_Action_Customer_Subscription_CreatedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Customer_Subscription_CreatedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Customer_Subscription_CreatedInputs = {};
