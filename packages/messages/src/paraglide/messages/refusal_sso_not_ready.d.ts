/**
* | output |
* | --- |
* | "Verify the domain and save the identity provider first: members could not sign in otherwise." |
*
* @param {Refusal_Sso_Not_ReadyInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const refusal_sso_not_ready: ((inputs?: Refusal_Sso_Not_ReadyInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Refusal_Sso_Not_ReadyInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Refusal_Sso_Not_ReadyInputs = {};
