/**
* | output |
* | --- |
* | "User signed out everywhere" |
*
* @param {Audit_Action_Service_Revoke_User_SessionsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_revoke_user_sessions: ((inputs?: Audit_Action_Service_Revoke_User_SessionsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Service_Revoke_User_SessionsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Service_Revoke_User_SessionsInputs = {};
