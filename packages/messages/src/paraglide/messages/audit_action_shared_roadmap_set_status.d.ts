/**
* | output |
* | --- |
* | "Roadmap item status changed by a shared user" |
*
* @param {Audit_Action_Shared_Roadmap_Set_StatusInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_shared_roadmap_set_status: ((inputs?: Audit_Action_Shared_Roadmap_Set_StatusInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Shared_Roadmap_Set_StatusInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Shared_Roadmap_Set_StatusInputs = {};
