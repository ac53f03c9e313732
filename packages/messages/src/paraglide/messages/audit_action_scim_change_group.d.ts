/**
* | output |
* | --- |
* | "Role group changed (SCIM)" |
*
* @param {Audit_Action_Scim_Change_GroupInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_scim_change_group: ((inputs?: Audit_Action_Scim_Change_GroupInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Scim_Change_GroupInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Scim_Change_GroupInputs = {};
