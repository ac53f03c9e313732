/**
* | output |
* | --- |
* | "SCIM token created" |
*
* @param {Audit_Action_Scim_Create_TokenInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_scim_create_token: ((inputs?: Audit_Action_Scim_Create_TokenInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Scim_Create_TokenInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Scim_Create_TokenInputs = {};
