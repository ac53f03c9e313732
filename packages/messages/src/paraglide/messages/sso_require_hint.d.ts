/**
* | output |
* | --- |
* | "Members with an address at a domain that requires it must sign in through the identity provider; their password and email-link sessions are refused." |
*
* @param {Sso_Require_HintInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_require_hint: ((inputs?: Sso_Require_HintInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Require_HintInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Require_HintInputs = {};
