/**
* | output |
* | --- |
* | "Register Assay as an OpenID Connect application with your provider (Okta, Microsoft Entra ID, Google Workspace…), then enter what it gives you." |
*
* @param {Sso_Provider_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const sso_provider_description: ((inputs?: Sso_Provider_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Sso_Provider_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Sso_Provider_DescriptionInputs = {};
