/**
* | output |
* | --- |
* | "On: members without a second step are asked to add one before they see anything." |
*
* @param {Org_Second_Policy_Hint_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_hint_on: ((inputs?: Org_Second_Policy_Hint_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Second_Policy_Hint_OnInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Second_Policy_Hint_OnInputs = {};
