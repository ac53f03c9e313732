/**
* | output |
* | --- |
* | "Plan change requested" |
*
* @param {Audit_Action_Billing_Change_PlanInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_billing_change_plan: ((inputs?: Audit_Action_Billing_Change_PlanInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Billing_Change_PlanInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Billing_Change_PlanInputs = {};
