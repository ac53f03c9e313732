/**
* | output |
* | --- |
* | "Two-step sign-in policy changed" |
*
* @param {Audit_Action_Org_Set_Second_Factor_PolicyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_org_set_second_factor_policy: ((inputs?: Audit_Action_Org_Set_Second_Factor_PolicyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Org_Set_Second_Factor_PolicyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Org_Set_Second_Factor_PolicyInputs = {};
