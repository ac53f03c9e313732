/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{shown} pending invitation" |
* | "other" | "{shown} pending invitations" |
*
* @param {Console_Org_Pending_InvitationsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const console_org_pending_invitations: ((inputs: Console_Org_Pending_InvitationsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Console_Org_Pending_InvitationsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Console_Org_Pending_InvitationsInputs = {
    count: NonNullable<unknown>;
    shown: NonNullable<unknown>;
};
