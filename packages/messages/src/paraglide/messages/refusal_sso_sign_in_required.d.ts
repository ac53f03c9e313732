/**
* | output |
* | --- |
* | "Sign in with your organisation’s single sign-on, with a verified address of its domain, to join it." |
*
* @param {Refusal_Sso_Sign_In_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_sign_in_required: ((inputs?: Refusal_Sso_Sign_In_RequiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Sso_Sign_In_RequiredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Sso_Sign_In_RequiredInputs = {};
