/**
* | output |
* | --- |
* | "Save the identity provider first: members could not sign in otherwise." |
*
* @param {Sso_Required_Needs_ProviderInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_required_needs_provider: ((inputs?: Sso_Required_Needs_ProviderInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Required_Needs_ProviderInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Required_Needs_ProviderInputs = {};
