/**
* | output |
* | --- |
* | "Calendar address revoked" |
*
* @param {Audit_Action_Roadmap_Revoke_CalendarInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_roadmap_revoke_calendar: ((inputs?: Audit_Action_Roadmap_Revoke_CalendarInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Roadmap_Revoke_CalendarInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Roadmap_Revoke_CalendarInputs = {};
