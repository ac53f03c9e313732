/**
* | output |
* | --- |
* | "Register this address with your provider as the sign-in redirect." |
*
* @param {Sso_Redirect_Uri_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_redirect_uri_hint: ((inputs?: Sso_Redirect_Uri_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Redirect_Uri_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Redirect_Uri_HintInputs = {};
