/**
* | output |
* | --- |
* | "Invitation withdrawn" |
*
* @param {Audit_Action_Members_Revoke_InvitationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_members_revoke_invitation: ((inputs?: Audit_Action_Members_Revoke_InvitationInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Members_Revoke_InvitationInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Members_Revoke_InvitationInputs = {};
