/**
* | output |
* | --- |
* | "Saved the identity provider" |
*
* @param {Audit_Action_Sso_Save_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_sso_save_provider: ((inputs?: Audit_Action_Sso_Save_ProviderInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Sso_Save_ProviderInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Sso_Save_ProviderInputs = {};
