/**
* | output |
* | --- |
* | "Your identity provider’s next request with this token is refused. The members it provisioned stay as they are." |
*
* @param {Scim_Revoke_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_revoke_description: ((inputs?: Scim_Revoke_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_Revoke_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_Revoke_DescriptionInputs = {};
