/**
* | output |
* | --- |
* | "Signed out everywhere" |
*
* @param {Audit_Action_Account_Sign_Out_EverywhereInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_account_sign_out_everywhere: ((inputs?: Audit_Action_Account_Sign_Out_EverywhereInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Account_Sign_Out_EverywhereInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Account_Sign_Out_EverywhereInputs = {};
