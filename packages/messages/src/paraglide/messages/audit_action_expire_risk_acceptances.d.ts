/**
* | output |
* | --- |
* | "Accepted risk expired" |
*
* @param {Audit_Action_Expire_Risk_AcceptancesInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const audit_action_expire_risk_acceptances: ((inputs?: Audit_Action_Expire_Risk_AcceptancesInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Audit_Action_Expire_Risk_AcceptancesInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Audit_Action_Expire_Risk_AcceptancesInputs = {};
