/**
* | output |
* | --- |
* | "We will email you a sign-in link. No password needed." |
*
* @param {Shared_Signin_HowInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const shared_signin_how: ((inputs?: Shared_Signin_HowInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Shared_Signin_HowInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Shared_Signin_HowInputs = {};
