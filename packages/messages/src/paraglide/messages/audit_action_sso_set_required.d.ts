/**
* | output |
* | --- |
* | "Changed whether a domain requires single sign-on" |
*
* @param {Audit_Action_Sso_Set_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sso_set_required: ((inputs?: Audit_Action_Sso_Set_RequiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Sso_Set_RequiredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Sso_Set_RequiredInputs = {};
