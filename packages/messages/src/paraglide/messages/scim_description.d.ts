/**
* | output |
* | --- |
* | "Let your identity provider (Okta, Microsoft Entra ID) add, update and remove members. Its groups named viewer, editor and admin set their role." |
*
* @param {Scim_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA" }} options
* @returns {LocalizedString}
*/
export const scim_description: ((inputs?: Scim_DescriptionInputs, options?: {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}) => LocalizedString) & import("../runtime.js").MessageMetadata<Scim_DescriptionInputs, {
    locale?: "en" | "de" | "fr" | "nl" | "es" | "en-XA";
}, {}>;
export type LocalizedString = import("../runtime.js").LocalizedString;
export type Scim_DescriptionInputs = {};
