/**
* | output |
* | --- |
* | "Member updated (SCIM)" |
*
* @param {Audit_Action_Scim_Update_UserInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_scim_update_user: ((inputs?: Audit_Action_Scim_Update_UserInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Scim_Update_UserInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Scim_Update_UserInputs = {};
