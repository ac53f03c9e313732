/**
* | output |
* | --- |
* | "Calendar address created" |
*
* @param {Audit_Action_Roadmap_Calendar_LinkInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_roadmap_calendar_link: ((inputs?: Audit_Action_Roadmap_Calendar_LinkInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Roadmap_Calendar_LinkInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Roadmap_Calendar_LinkInputs = {};
