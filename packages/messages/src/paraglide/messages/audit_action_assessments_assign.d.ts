/**
* | output |
* | --- |
* | "Controls assigned" |
*
* @param {Audit_Action_Assessments_AssignInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_assign: ((inputs?: Audit_Action_Assessments_AssignInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Assessments_AssignInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Assessments_AssignInputs = {};
