/**
* | output |
* | --- |
* | "Answer saved" |
*
* @param {Audit_Action_Assessments_Save_AnswerInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_assessments_save_answer: ((inputs?: Audit_Action_Assessments_Save_AnswerInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Assessments_Save_AnswerInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Assessments_Save_AnswerInputs = {};
