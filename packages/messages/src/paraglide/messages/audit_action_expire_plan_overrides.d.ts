/**
* | output |
* | --- |
* | "Plan override ended" |
*
* @param {Audit_Action_Expire_Plan_OverridesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_expire_plan_overrides: ((inputs?: Audit_Action_Expire_Plan_OverridesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Expire_Plan_OverridesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Expire_Plan_OverridesInputs = {};
