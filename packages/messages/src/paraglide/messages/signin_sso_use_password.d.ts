/**
* | output |
* | --- |
* | "Use a password instead" |
*
* @param {Signin_Sso_Use_PasswordInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_sso_use_password: ((inputs?: Signin_Sso_Use_PasswordInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signin_Sso_Use_PasswordInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signin_Sso_Use_PasswordInputs = {};
