/**
* | output |
* | --- |
* | "Email address updated" |
*
* @param {Audit_Action_Account_Sync_EmailInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_account_sync_email: ((inputs?: Audit_Action_Account_Sync_EmailInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Account_Sync_EmailInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Account_Sync_EmailInputs = {};
