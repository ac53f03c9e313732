/**
* | output |
* | --- |
* | "Stop requiring two-step sign-in?" |
*
* @param {Org_Second_Policy_Off_TitleInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const org_second_policy_off_title: ((inputs?: Org_Second_Policy_Off_TitleInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Org_Second_Policy_Off_TitleInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Org_Second_Policy_Off_TitleInputs = {};
