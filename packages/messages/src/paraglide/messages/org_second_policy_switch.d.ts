/**
* | output |
* | --- |
* | "Require two-step sign-in for every member" |
*
* @param {Org_Second_Policy_SwitchInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_switch: ((inputs?: Org_Second_Policy_SwitchInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Second_Policy_SwitchInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Second_Policy_SwitchInputs = {};
