/**
* | output |
* | --- |
* | "Two-step sign-in reset" |
*
* @param {Audit_Action_Reset_Second_FactorsInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_reset_second_factors: ((inputs?: Audit_Action_Reset_Second_FactorsInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Reset_Second_FactorsInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Reset_Second_FactorsInputs = {};
