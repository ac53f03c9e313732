/**
* | output |
* | --- |
* | "Addresses at {domain} sign in through your organisation’s identity provider." |
*
* @param {Signin_Sso_FoundInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const signin_sso_found: ((inputs: Signin_Sso_FoundInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Signin_Sso_FoundInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Signin_Sso_FoundInputs = {
    domain: NonNullable<unknown>;
};
