/**
* | output |
* | --- |
* | "System admin access changed" |
*
* @param {Audit_Action_Service_Set_System_AdminInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_set_system_admin: ((inputs?: Audit_Action_Service_Set_System_AdminInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Service_Set_System_AdminInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Service_Set_System_AdminInputs = {};
