/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Two-step sign-in is required. {count} member was signed out." |
* | "other" | "Two-step sign-in is required. {count} members were signed out." |
*
* @param {Org_Second_Policy_Turned_OnInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_turned_on: ((inputs: Org_Second_Policy_Turned_OnInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Second_Policy_Turned_OnInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Second_Policy_Turned_OnInputs = {
    count: NonNullable<unknown>;
};
