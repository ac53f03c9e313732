/**
* | output |
* | --- |
* | "Checkout completed" |
*
* @param {Audit_Action_Checkout_Session_CompletedInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_checkout_session_completed: ((inputs?: Audit_Action_Checkout_Session_CompletedInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Checkout_Session_CompletedInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Checkout_Session_CompletedInputs = {};
