/**
* | output |
* | --- |
* | "Switched organisation" |
*
* @param {Audit_Action_Account_Switch_OrganisationInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_account_switch_organisation: ((inputs?: Audit_Action_Account_Switch_OrganisationInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Account_Switch_OrganisationInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Account_Switch_OrganisationInputs = {};
