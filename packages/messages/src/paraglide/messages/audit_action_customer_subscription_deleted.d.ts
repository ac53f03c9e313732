/**
* | output |
* | --- |
* | "Subscription ended" |
*
* @param {Audit_Action_Customer_Subscription_DeletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_customer_subscription_deleted: ((inputs?: Audit_Action_Customer_Subscription_DeletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Customer_Subscription_DeletedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Customer_Subscription_DeletedInputs = {};
