/**
* | output |
* | --- |
* | "Continue with single sign-on" |
*
* @param {Signin_Sso_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_sso_continue: ((inputs?: Signin_Sso_ContinueInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signin_Sso_ContinueInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signin_Sso_ContinueInputs = {};
