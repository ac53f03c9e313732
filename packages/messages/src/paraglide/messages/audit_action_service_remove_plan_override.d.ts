/**
* | output |
* | --- |
* | "Plan override ended by Assay" |
*
* @param {Audit_Action_Service_Remove_Plan_OverrideInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_service_remove_plan_override: ((inputs?: Audit_Action_Service_Remove_Plan_OverrideInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Service_Remove_Plan_OverrideInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Service_Remove_Plan_OverrideInputs = {};
