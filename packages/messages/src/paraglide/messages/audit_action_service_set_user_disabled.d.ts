/**
* | output |
* | --- |
* | "User account disabled or enabled" |
*
* @param {Audit_Action_Service_Set_User_DisabledInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_set_user_disabled: ((inputs?: Audit_Action_Service_Set_User_DisabledInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Service_Set_User_DisabledInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Service_Set_User_DisabledInputs = {};
