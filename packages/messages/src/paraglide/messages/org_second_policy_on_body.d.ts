/**
* | output |
* | --- |
* | "Every other member is signed out now and signs in again with their second step. Members without one are asked to add one first. You stay signed in." |
*
* @param {Org_Second_Policy_On_BodyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_on_body: ((inputs?: Org_Second_Policy_On_BodyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Second_Policy_On_BodyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Second_Policy_On_BodyInputs = {};
