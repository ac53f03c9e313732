/**
* | output |
* | --- |
* | "Assessment moved to a new version" |
*
* @param {Audit_Action_Assessments_Move_VersionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_move_version: ((inputs?: Audit_Action_Assessments_Move_VersionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Assessments_Move_VersionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Assessments_Move_VersionInputs = {};
