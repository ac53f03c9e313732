/**
* | output |
* | --- |
* | "Billing portal opened" |
*
* @param {Audit_Action_Billing_Open_PortalInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_billing_open_portal: ((inputs?: Audit_Action_Billing_Open_PortalInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Billing_Open_PortalInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Billing_Open_PortalInputs = {};
