/**
* | output |
* | --- |
* | "Your organisation signs in with single sign-on. Sign in with it to continue." |
*
* @param {Refusal_Sso_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_required: ((inputs?: Refusal_Sso_RequiredInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Sso_RequiredInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Sso_RequiredInputs = {};
