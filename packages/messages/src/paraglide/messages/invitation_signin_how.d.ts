/**
* | output |
* | --- |
* | "Sign in or create an account with the address the invitation was sent to." |
*
* @param {Invitation_Signin_HowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const invitation_signin_how: ((inputs?: Invitation_Signin_HowInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Invitation_Signin_HowInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Invitation_Signin_HowInputs = {};
