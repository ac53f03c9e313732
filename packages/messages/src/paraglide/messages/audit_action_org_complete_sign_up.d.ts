/**
* | output |
* | --- |
* | "Organisation created" |
*
* @param {Audit_Action_Org_Complete_Sign_UpInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_org_complete_sign_up: ((inputs?: Audit_Action_Org_Complete_Sign_UpInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Org_Complete_Sign_UpInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Org_Complete_Sign_UpInputs = {};
