/**
* | output |
* | --- |
* | "Profile changed" |
*
* @param {Audit_Action_Org_Update_ProfileInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_org_update_profile: ((inputs?: Audit_Action_Org_Update_ProfileInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Org_Update_ProfileInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Org_Update_ProfileInputs = {};
