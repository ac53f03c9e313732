/**
* | output |
* | --- |
* | "Sign in with a second step yourself first: add one on your account page, then sign out and in again." |
*
* @param {Org_Second_Policy_Own_MissingInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_own_missing: ((inputs?: Org_Second_Policy_Own_MissingInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Second_Policy_Own_MissingInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Second_Policy_Own_MissingInputs = {};
